/**
 * The public forms end to end on the server: the API endpoints and the page actions called
 * directly, against a real (in-memory) database.
 */
import { confirmByToken } from "~/models/newsletter.server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestContext } from "~/utils/request-context";
import {
  consentEvents,
  contactSubmissions,
  dentalRegistrations,
  newsletterSubscriptions,
} from "@db/schema";
import { CONSENT_NOTICES } from "~/schemas/consent-texts";
import { getToast } from "~/utils/toast.server";
import { confirmedSubscription } from "../../../tests/helpers/crm-fixtures";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as contactsApi from "./contacts";
import * as dentalApi from "./dental-iq";
import * as newsletterApi from "./newsletter";
import * as contactPage from "../site/contact";
import * as dentalPage from "../site/dental-iq";
import * as newsletterPage from "../site/newsletter";
import * as unsubscribePage from "../site/newsletter-unsubscribe";

const testDb = useTestDb();

type Handler = (args: any) => unknown;

async function call(
  handler: Handler,
  request: Request,
  clientAddress = "1.2.3.4",
): Promise<Response | { data: unknown; init: ResponseInit | null } | unknown> {
  return handler({ request, params: {}, context: requestContext({ nonce: "", clientAddress }) });
}

const asResponse = async (handler: Handler, request: Request, clientAddress?: string) =>
  (await call(handler, request, clientAddress)) as Response;

function postJson(path: string, body: unknown) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function postForm(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

/** React Router's data() result: { type: "DataWithResponseInit", data, init }. */
function dataOf(result: unknown): { data: any; status: number } {
  const r = result as { data?: unknown; init?: ResponseInit | null };
  if (r && typeof r === "object" && "init" in r)
    return { data: r.data, status: r.init?.status ?? 200 };
  return { data: result, status: 200 };
}

const validContact = {
  firstName: "Mary",
  lastName: "O'Neil",
  email: "mary@example.com",
  company: "Smile Dental",
  message: "Subject: Hello\n\nPlease call.",
};
const validDental = {
  fullName: "Priya Shah",
  practiceName: "Shah Dental",
  jobTitle: "Owner",
  email: "priya@example.com",
  phone: "",
  location: "Leeds",
  pms: "dentally",
  locations: "4-6",
  challenge: "Our sites do not share diaries.",
  discoveryCall: "yes-flexible",
  marketingOptIn: true,
};

beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-for-flash-toasts-0123456789";
  process.env.LOG_LEVEL = "silent";
  delete process.env.SMTP_URL;
});

beforeEach(async () => {
  await testDb.truncateAll();
  delete process.env.RATE_LIMIT_FORMS;
});

afterEach(() => {
  delete process.env.RATE_LIMIT_FORMS;
});

/** What POST /api/newsletter answers for Ann Lee, whatever the state of her address. */
const PENDING_ANSWER = {
  message: "Please check your inbox and follow the link we sent to confirm your subscription.",
  subscription: {
    fullName: "Ann Lee",
    email: "ann@example.com",
    status: "pending",
    subscribed: false,
  },
};

describe("POST /api/newsletter", () => {
  it("201 and one row; a repeat answers the same and adds no row; never the token", async () => {
    const first = await asResponse(
      newsletterApi.action,
      postJson("/api/newsletter", { fullName: "Ann Lee", email: "Ann@Example.com" }),
    );
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    // What the request did: a subscription pending until the mailed link is followed.
    expect(firstBody).toEqual(PENDING_ANSWER);
    const second = await asResponse(
      newsletterApi.action,
      postJson("/api/newsletter", { fullName: "Ann Lee", email: "ann@example.com" }),
    );
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(firstBody);
    expect(JSON.stringify(firstBody)).not.toMatch(/token/i);
    const rows = await testDb.db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    // Pending until the link in the confirmation mail is followed (double opt-in).
    expect(rows[0]).toMatchObject({
      email: "ann@example.com",
      fullName: "Ann Lee",
      subscribed: false,
      unsubscribedAt: null,
    });
  });

  it("an address already confirmed gets the same answer (no one learns who subscribes) and stays subscribed", async () => {
    await confirmedSubscription({ fullName: "Ann Lee", email: "ann@example.com" });
    const again = await asResponse(
      newsletterApi.action,
      postJson("/api/newsletter", { fullName: "Ann Lee", email: "ann@example.com" }),
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(PENDING_ANSWER);
    const rows = await testDb.db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subscribed: true, unsubscribedAt: null });
  });

  it("400 with the spec's messages keyed by field, and on malformed JSON", async () => {
    const invalid = await asResponse(
      newsletterApi.action,
      postJson("/api/newsletter", { fullName: "A", email: "nope" }),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: "Validation failed",
      errors: {
        fullName: ["Please enter your full name (at least 2 characters)"],
        email: ["Invalid email address"],
      },
    });
    const malformed = await asResponse(
      newsletterApi.action,
      postJson("/api/newsletter", "{not json"),
    );
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toMatch(/JSON/);
    expect(await testDb.db.select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it("only POST: GET is 405 JSON", async () => {
    const response = (await newsletterApi.loader()) as Response;
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: "Method not allowed" });
  });
});

describe("POST /api/contacts", () => {
  it("201 with a summary and one stored row with the payload", async () => {
    const response = await asResponse(
      contactsApi.action,
      postJson("/api/contacts", {
        ...validContact,
        source: "website",
        sector: "general",
        newsletter: false,
      }),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.contact).toMatchObject({
      firstName: "Mary",
      lastName: "O'Neil",
      email: "mary@example.com",
      company: "Smile Dental",
    });
    const rows = await testDb.db.select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.contact.id,
      message: validContact.message,
      source: "website",
      sector: "general",
      newsletter: false,
    });
  });

  it("400 with the spec's messages", async () => {
    const response = await asResponse(
      contactsApi.action,
      postJson("/api/contacts", { firstName: " ", email: "x", company: "", message: "short" }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      firstName: ["Name is required"],
      email: ["Invalid email address"],
      company: ["Practice/Company is required"],
      message: ["Message must be at least 10 characters"],
    });
    const malformed = await asResponse(contactsApi.action, postJson("/api/contacts", "[1,2"));
    expect(malformed.status).toBe(400);
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(0);
  });

  it("429 with Retry-After past RATE_LIMIT_FORMS, per client address", async () => {
    process.env.RATE_LIMIT_FORMS = "2/10m";
    for (let i = 0; i < 2; i++) {
      expect(
        (await asResponse(contactsApi.action, postJson("/api/contacts", validContact), "9.9.9.9"))
          .status,
      ).toBe(201);
    }
    const limited = await asResponse(
      contactsApi.action,
      postJson("/api/contacts", validContact),
      "9.9.9.9",
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(
      (await asResponse(contactsApi.action, postJson("/api/contacts", validContact), "8.8.8.8"))
        .status,
    ).toBe(201);
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(3);
  });

  it("a filled honeypot looks like success and stores nothing", async () => {
    const response = await asResponse(
      contactsApi.action,
      postJson("/api/contacts", { ...validContact, website: "http://spam.example" }),
    );
    expect(response.status).toBe(201);
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(0);
  });
});

describe("POST /api/dental-iq", () => {
  it("201 and one stored row with the submitted values", async () => {
    const response = await asResponse(dentalApi.action, postJson("/api/dental-iq", validDental));
    expect(response.status).toBe(201);
    const rows = await testDb.db.select().from(dentalRegistrations);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...validDental, phone: null });
  });

  it("without marketingOptIn: stored as no, and no consent is logged (absent means no)", async () => {
    const { marketingOptIn: _given, ...withoutChoice } = validDental;
    const response = await asResponse(dentalApi.action, postJson("/api/dental-iq", withoutChoice));
    expect(response.status).toBe(201);
    const [row] = await testDb.db.select().from(dentalRegistrations);
    expect(row.marketingOptIn).toBe(false);
    expect(await testDb.db.select().from(consentEvents)).toEqual([]);
  });

  it("with marketingOptIn true: the consent log holds it with the notice version", async () => {
    await asResponse(dentalApi.action, postJson("/api/dental-iq", validDental));
    const consents = await testDb.db.select().from(consentEvents);
    expect(consents).toEqual([
      expect.objectContaining({
        email: validDental.email,
        purpose: "dentaliq-updates",
        granted: true,
        source: "form:dental-iq",
        noticeVersion: CONSENT_NOTICES["dentaliq-updates"].version,
      }),
    ]);
  });

  it("400 with every field's message", async () => {
    const response = await asResponse(dentalApi.action, postJson("/api/dental-iq", {}));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      fullName: ["Full name is required (at least 2 characters)"],
      practiceName: ["Practice/Company name is required (at least 2 characters)"],
      jobTitle: ["Role/Job title is required (at least 2 characters)"],
      email: ["Enter your email address"],
      location: ["Location is required (at least 2 characters)"],
      pms: ["Please select your PMS"],
      locations: ["Please select number of locations"],
      challenge: ["Please describe your biggest operational challenge (at least 10 characters)"],
      discoveryCall: ["Please select if you'd be open to a discovery call"],
    });
    expect((await asResponse(dentalApi.action, postJson("/api/dental-iq", "nope"))).status).toBe(
      400,
    );
    expect(await testDb.db.select().from(dentalRegistrations)).toHaveLength(0);
  });

  it("429 past the limit", async () => {
    process.env.RATE_LIMIT_FORMS = "1/1h";
    expect(
      (await asResponse(dentalApi.action, postJson("/api/dental-iq", validDental), "7.7.7.7"))
        .status,
    ).toBe(201);
    const limited = await asResponse(
      dentalApi.action,
      postJson("/api/dental-iq", validDental),
      "7.7.7.7",
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("page actions (JavaScript off and on)", () => {
  const contactFields = {
    name: "Mary Ann O'Neil",
    email: "mary@example.com",
    practice: "Smile Dental",
    subject: "Hello",
    message: "Please call me back.",
  };

  it("contact: PRG to /contact?sent=1 with a flash toast, one row mapped from the form", async () => {
    const response = await asResponse(contactPage.action, postForm("/contact", contactFields));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?sent=1");
    expect(response.headers.get("Set-Cookie")).toMatch(/__toast=/);
    const rows = await testDb.db.select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Mary",
      lastName: "Ann O'Neil",
      company: "Smile Dental",
      message: "Subject: Hello\n\nPlease call me back.",
    });
  });

  it("contact: enhanced post answers data and resets the form", async () => {
    const { data, status } = dataOf(
      await call(contactPage.action, postForm("/contact", { ...contactFields, enhanced: "1" })),
    );
    expect(status).toBe(200);
    expect(data.ok).toBe(true);
    expect(data.sent).toEqual([
      { label: "We will reply to", value: "mary@example.com" },
      { label: "Subject", value: "Hello" },
    ]);
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(1);
  });

  it("contact: invalid input re-renders with messages and the typed values (400)", async () => {
    const { data, status } = dataOf(
      await call(
        contactPage.action,
        postForm("/contact", { ...contactFields, email: "bad", message: "short" }),
      ),
    );
    expect(status).toBe(400);
    expect(data.result.error).toMatchObject({
      email: ["Invalid email address"],
      message: ["Message must be at least 10 characters"],
    });
    expect(data.result.initialValue).toMatchObject({
      name: "Mary Ann O'Neil",
      email: "bad",
      practice: "Smile Dental",
    });
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(0);
  });

  it("contact: past the limit the page says when to try again (429)", async () => {
    process.env.RATE_LIMIT_FORMS = "1/10m";
    await call(contactPage.action, postForm("/contact", contactFields), "5.5.5.5");
    const { data, status } = dataOf(
      await call(contactPage.action, postForm("/contact", contactFields), "5.5.5.5"),
    );
    expect(status).toBe(429);
    expect(data.result.error[""]).toEqual([
      "Too many submissions. Please try again in 10 minutes.",
    ]);
    expect(data.result.initialValue).toMatchObject({ name: "Mary Ann O'Neil" });
  });

  it("contact: the loader prefills the subject from ?subject=", async () => {
    const loaded = contactPage.loader({
      request: new Request("http://localhost/contact?subject=FREE%20Discovery%20Call"),
      context: requestContext({ nonce: "", clientAddress: "5.5.5.6" }),
    } as never);
    expect(loaded).toEqual({ subject: "FREE Discovery Call", sent: false, invalid: false });
  });

  it("a page's loader knows the action in the same request found errors (the 'Error: ' title without JavaScript)", async () => {
    const context = requestContext({ nonce: "", clientAddress: "6.6.6.6" });
    const fresh = dentalPage.loader({
      request: new Request("http://localhost/dental-iq"),
      context,
    } as never);
    expect(fresh.invalid).toBe(false);
    const response = await dentalPage.action({
      request: postForm("/dental-iq", { ...validDental, pms: "", marketingOptIn: "on" }),
      params: {},
      context,
    } as never);
    expect(dataOf(response).status).toBe(400);
    const after = dentalPage.loader({
      request: new Request("http://localhost/dental-iq"),
      context,
    } as never);
    expect(after.invalid).toBe(true);
  });

  it("honeypot on a page form: normal-looking success, nothing stored", async () => {
    const response = await asResponse(
      contactPage.action,
      postForm("/contact", { ...contactFields, website: "spam" }),
    );
    expect(response.headers.get("Location")).toBe("/contact?sent=1");
    const dental = await asResponse(
      dentalPage.action,
      postForm("/dental-iq", { ...validDental, marketingOptIn: "on", website: "x" }),
    );
    expect(dental.headers.get("Location")).toBe("/dental-iq?registered=1#dental-iq-form-status");
    const news = await asResponse(
      newsletterPage.action,
      postForm("/newsletter", {
        fullName: "Bot",
        email: "b@example.com",
        website: "x",
        returnTo: "/",
      }),
    );
    expect(news.status).toBe(302);
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(0);
    expect(await testDb.db.select().from(dentalRegistrations)).toHaveLength(0);
    expect(await testDb.db.select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it("newsletter: PRG back to the same-site page it came from, never another site", async () => {
    const back = await asResponse(
      newsletterPage.action,
      postForm("/newsletter", {
        fullName: "Ann Lee",
        email: "ann@example.com",
        returnTo: "/blog?page=2",
      }),
    );
    expect(back.headers.get("Location")).toBe("/blog?page=2#newsletter-form-status");
    for (const evil of ["//evil.example/x", "https://evil.example", "/\\evil.example", "/about"]) {
      const response = await asResponse(
        newsletterPage.action,
        postForm("/newsletter", {
          fullName: "Ann Lee",
          email: "ann@example.com",
          returnTo: evil,
        }),
      );
      expect(response.headers.get("Location")).toBe("/newsletter#newsletter-form-status");
    }
    expect(await testDb.db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("newsletter: invalid input keeps the values and gives the messages", async () => {
    const { data, status } = dataOf(
      await call(
        newsletterPage.action,
        postForm("/newsletter", { fullName: "J", email: "x@", returnTo: "/" }),
      ),
    );
    expect(status).toBe(400);
    expect(data.result.error).toMatchObject({
      fullName: ["Please enter your full name (at least 2 characters)"],
      email: ["Invalid email address"],
    });
    expect(data.result.initialValue).toMatchObject({ fullName: "J", email: "x@" });
  });

  it("dental-iq: the unticked checkbox (nothing sent) stores no marketing consent", async () => {
    const { marketingOptIn: _ticked, ...unticked } = validDental;
    const response = await asResponse(dentalPage.action, postForm("/dental-iq", unticked));
    expect(response.status).toBe(302);
    const [row] = await testDb.db.select().from(dentalRegistrations);
    expect(row.marketingOptIn).toBe(false);
    expect(await testDb.db.select().from(consentEvents)).toEqual([]);
  });

  it("a success without JavaScript flashes the confirmation (what was sent) for the form's panel", async () => {
    const response = await asResponse(
      dentalPage.action,
      postForm("/dental-iq", { ...validDental, marketingOptIn: "on" }),
    );
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const { toast } = await getToast(
      new Request("http://localhost/dental-iq", { headers: { Cookie: cookie } }),
    );
    expect(toast).toMatchObject({
      title: "Application Submitted Successfully!",
      confirmation: {
        form: "dental-iq",
        sent: [
          { label: "Practice", value: validDental.practiceName },
          { label: "We will reply to", value: validDental.email },
          { label: "DentalIQ news and offers by email", value: "Yes, you asked for them" },
        ],
      },
    });
    const consents = await testDb.db.select().from(consentEvents);
    expect(consents).toHaveLength(1);
    expect(consents[0].noticeVersion).toBe(CONSENT_NOTICES["dentaliq-updates"].version);
  });

  it("dental-iq: PRG to the confirmation; stored with marketingOptIn true", async () => {
    const response = await asResponse(
      dentalPage.action,
      postForm("/dental-iq", { ...validDental, phone: "0191 000 0000", marketingOptIn: "on" }),
    );
    expect(response.headers.get("Location")).toBe("/dental-iq?registered=1#dental-iq-form-status");
    const rows = await testDb.db.select().from(dentalRegistrations);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: "Priya Shah",
      phone: "0191 000 0000",
      marketingOptIn: true,
    });
  });

  it("dental-iq: invalid input stays on the form with the field errors only (a mistake is not a failure) and the values", async () => {
    const { data, status } = dataOf(
      await call(
        dentalPage.action,
        postForm("/dental-iq", { ...validDental, pms: "", marketingOptIn: "on" }),
      ),
    );
    expect(status).toBe(400);
    expect(data.result.error.pms).toEqual(["Please select your PMS"]);
    expect(data.result.error[""]).toBeUndefined();
    expect(data.result.initialValue).toMatchObject({
      fullName: "Priya Shah",
      challenge: validDental.challenge,
    });
  });
});

describe("unsubscribe by link", () => {
  async function subscribedToken() {
    await asResponse(
      newsletterApi.action,
      postJson("/api/newsletter", { fullName: "Ann Lee", email: "ann@example.com" }),
    );
    const [row] = await testDb.db.select().from(newsletterSubscriptions);
    // The subscriber confirms (double opt-in), so there is something to unsubscribe from.
    expect(await confirmByToken(row.confirmToken!)).toBe("confirmed");
    return row.unsubscribeToken;
  }

  it("GET shows the confirmation with the address masked; POST unsubscribes", async () => {
    const token = await subscribedToken();
    const url = `http://localhost/newsletter/unsubscribe?token=${token}`;
    const view = dataOf(await unsubscribePage.loader({ request: new Request(url) } as never));
    expect(view.data).toEqual({
      list: "newsletter",
      state: "confirm",
      maskedEmail: "a•••@example.com",
      token,
    });
    const done = dataOf(
      await call(
        unsubscribePage.action,
        postForm(`/newsletter/unsubscribe?token=${token}`, { token }),
      ),
    );
    expect(done).toEqual({ data: { list: "newsletter", state: "done" }, status: 200 });
    const [row] = await testDb.db.select().from(newsletterSubscriptions);
    expect(row.subscribed).toBe(false);
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    // The link again: it says so, with no button; pressing it again changes nothing.
    const later = dataOf(await unsubscribePage.loader({ request: new Request(url) } as never));
    expect(later.data).toEqual({
      list: "newsletter",
      state: "already",
      maskedEmail: "a•••@example.com",
    });
    const again = dataOf(
      await call(
        unsubscribePage.action,
        postForm(`/newsletter/unsubscribe?token=${token}`, { token }),
      ),
    );
    expect(again).toEqual({ data: { list: "newsletter", state: "already" }, status: 200 });
    const [after] = await testDb.db.select().from(newsletterSubscriptions);
    expect(after.unsubscribedAt).toEqual(row.unsubscribedAt);
  });

  it("accepts an RFC 8058 one-click POST (token in the query)", async () => {
    const token = await subscribedToken();
    const result = dataOf(
      await call(
        unsubscribePage.action,
        postForm(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
          "List-Unsubscribe": "One-Click",
        }),
      ),
    );
    expect(result.status).toBe(200);
    const [row] = await testDb.db.select().from(newsletterSubscriptions);
    expect(row.subscribed).toBe(false);
  });

  it("a wrong or missing token changes nothing and says the link is not valid", async () => {
    await subscribedToken();
    expect(
      dataOf(
        await unsubscribePage.loader({
          request: new Request("http://localhost/newsletter/unsubscribe?token=wrong"),
        } as never),
      ),
    ).toEqual({
      data: { state: "invalid" },
      status: 404,
    });
    expect(
      dataOf(
        await call(
          unsubscribePage.action,
          postForm("/newsletter/unsubscribe?token=wrong", { token: "wrong" }),
        ),
      ).status,
    ).toBe(404);
    expect(
      dataOf(await call(unsubscribePage.action, postForm("/newsletter/unsubscribe", {}))).data,
    ).toEqual({ state: "invalid" });
    const [row] = await testDb.db.select().from(newsletterSubscriptions);
    expect(row.subscribed).toBe(true);
  });
});
