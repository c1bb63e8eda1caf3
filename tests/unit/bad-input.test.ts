/**
 * Bad input answers 4xx with a clear message, never 5xx (one test per kind), through the real
 * HTTP pipeline and React Router: NUL in each field of each public form and the login, 2^31 in
 * each id parameter, JSON posted to a form action, TRACE and a bad Host header.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactSubmissions, dentalRegistrations, newsletterSubscriptions } from "@db/schema";
import { DISCOVERY_CALL_OPTIONS, LOCATIONS_OPTIONS, PMS_OPTIONS } from "~/schemas/dental-iq";
import { UNSTORABLE_TEXT_MESSAGE } from "~/schemas/safe-text";
import { FORM_TEXTS } from "~/utils/form-data.server";
import { signIn } from "../helpers/crm-session";
import { startInProcessServer } from "../helpers/raw-http";
import { useTestDb } from "../helpers/test-db";

const testDb = useTestDb();
let server: Awaited<ReturnType<typeof startInProcessServer>>;
let cookie: string;

beforeAll(async () => {
  vi.stubEnv("RATE_LIMIT_FORMS", "100000/1m");
  vi.stubEnv("LOG_LEVEL", "silent");
  server = await startInProcessServer();
  cookie = (await signIn(testDb.db)).cookie;
  // Loading every route module takes a while on a busy machine.
}, 180_000);
afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postForm = (path: string, fields: Record<string, string>, headers = {}) =>
  server.send({
    method: "POST",
    path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      ...headers,
    },
    body: form(fields),
  });
const postJson = (path: string, body: unknown, headers = {}) =>
  server.send({
    method: "POST",
    path,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const VALID = {
  "/contact": {
    name: "Ada Lovelace",
    email: "ada@example.com",
    practice: "Analytical Engines",
    subject: "Hello",
    message: "A message that is long enough.",
  },
  "/newsletter": { fullName: "Ada Lovelace", email: "ada@example.com" },
  "/dental-iq": {
    fullName: "Ada Lovelace",
    practiceName: "Bright Smiles",
    jobTitle: "Practice manager",
    email: "ada@example.com",
    phone: "0191 000 0000",
    location: "Durham",
    pms: PMS_OPTIONS[0].value,
    locations: LOCATIONS_OPTIONS[0].value,
    challenge: "Reporting takes far too long every month.",
    discoveryCall: DISCOVERY_CALL_OPTIONS[0].value,
  },
} as const;

const TEXT_FIELDS: Record<keyof typeof VALID, string[]> = {
  "/contact": ["name", "email", "practice", "subject", "message"],
  "/newsletter": ["fullName", "email"],
  "/dental-iq": ["fullName", "practiceName", "jobTitle", "email", "phone", "location", "challenge"],
};

describe("NUL and lone surrogates in every text field", () => {
  for (const [path, fields] of Object.entries(TEXT_FIELDS) as [keyof typeof VALID, string[]][]) {
    it.each(fields)(
      `${path}: %s with a NUL → 400 with the field message, nothing stored`,
      async (field) => {
        const fieldsWithNul = { ...VALID[path], [field]: `${VALID[path][field as never]}\u0000x` };
        const res = await postForm(path, fieldsWithNul);
        expect(res.status).toBe(400);
        expect(res.body).toContain(UNSTORABLE_TEXT_MESSAGE);
      },
    );
  }

  it("stores nothing from those posts", async () => {
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(0);
    expect(await testDb.db.select().from(newsletterSubscriptions)).toHaveLength(0);
    expect(await testDb.db.select().from(dentalRegistrations)).toHaveLength(0);
  });

  it("the same forms as JSON (/api/*) answer 400 with the field's message, lone surrogates too", async () => {
    const res = await postJson("/api/contacts", {
      firstName: "Ada\u0000",
      email: "ada@example.com",
      company: "X\ud800",
      message: "A message that is long enough.",
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).errors).toMatchObject({
      firstName: [UNSTORABLE_TEXT_MESSAGE],
      company: [UNSTORABLE_TEXT_MESSAGE],
    });
    const news = await postJson("/api/newsletter", { fullName: "A\u0000", email: "a@b.co" });
    expect(news.status).toBe(400);
  });

  it("the login form: a NUL in the email → 400 with the message (page and JSON)", async () => {
    const page = await postForm("/crm", { email: "staff\u0000@example.com", password: "x" });
    expect(page.status).toBe(400);
    expect(page.body).toContain(UNSTORABLE_TEXT_MESSAGE);
    const api = await postJson("/api/auth/login", { email: "a\u0000@b.co", password: "x" });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).errors.email).toEqual([UNSTORABLE_TEXT_MESSAGE]);
  });

  it("CRM fields, searches and the unsubscribe token: 4xx or an empty result, never 5xx", async () => {
    const headers = { cookie };
    const lead = await postJson(
      "/api/crm/leads",
      { firstName: "A\u0000", lastName: "B", email: "a@b.co" },
      headers,
    );
    expect(lead.status).toBe(400);
    expect(JSON.parse(lead.body).errors.firstName).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    const search = await server.send({ method: "GET", path: "/api/crm/leads?q=%00", headers });
    expect(search.status).toBe(400);
    expect((await server.send({ method: "GET", path: "/crm?q=%00", headers })).status).toBe(200);
    const unsubscribe = await server.send({
      method: "GET",
      path: "/newsletter/unsubscribe?token=%00",
    });
    expect(unsubscribe.status).toBe(404);
  });
});

describe("integers beyond the id column", () => {
  const big = "2147483648";
  it.each([
    ["GET", `/api/crm/leads/${big}`, 404],
    ["GET", `/api/crm/contacts/${big}`, 404],
    ["GET", `/api/crm/activities?leadId=${big}`, 400],
    ["GET", `/crm/newsletters/${big}/delete`, 404],
    ["GET", `/crm/leads/${big}/delete`, 404],
    ["GET", `/crm?lead=${big}`, 200],
    ["GET", `/crm/activities/new?leadId=${big}`, 200],
    ["GET", `/api/crm/leads?page=1e20`, 200],
    ["GET", `/crm?page=99999999999999999999`, 200],
  ])("%s %s → %i", async (method, path, status) => {
    expect((await server.send({ method, path, headers: { cookie } })).status).toBe(status);
  });

  it.each([
    "/api/crm/activities",
    "/api/crm/contacts/1/process",
    "/api/crm/dental-registrations/1/process",
  ])("POST %s with leadId 2^31 → 4xx", async (path) => {
    const res = await postJson(path, { leadId: 2 ** 31, type: "note", subject: "x" }, { cookie });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("the activity page form with leadId 2^31 → 400 with the field message", async () => {
    const res = await postForm(
      "/crm/activities/new",
      { leadId: big, type: "note", subject: "Call" },
      { cookie },
    );
    expect(res.status).toBe(400);
    expect(res.body).toContain("Please select a lead");
  });
});

describe("wrong content type on a form action", () => {
  it.each(["/contact", "/newsletter", "/dental-iq", "/crm"])(
    "JSON posted to %s → 415 with the page's error view and its message",
    async (path) => {
      const res = await postJson(path, VALID["/contact"], { accept: "text/html" });
      expect(res.status).toBe(415);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain(FORM_TEXTS.wrongContentType);
      expect(res.body).toContain("We could not accept that request");
    },
  );

  it("a CRM form action too (signed in)", async () => {
    const res = await postJson("/crm/leads/new", { firstName: "A" }, { cookie });
    expect(res.status).toBe(415);
  });
});

describe("methods and Host headers the HTTP layer refuses", () => {
  it("TRACE → 405 with Allow", async () => {
    const res = await server.send({ method: "TRACE", path: "/" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain("GET");
    expect(res.headers.allow).not.toContain("TRACE");
    expect((await server.send({ method: "PROPFIND", path: "/api/blog" })).status).toBe(405);
  });

  it.each(["bad host", "exa mple.com", "[::1", "localhost:99999", "a/b"])(
    "Host %j → 400",
    async (host) => {
      const res = await server.send({ method: "GET", path: "/", headers: { host } });
      expect(res.status).toBe(400);
      expect(res.body).toContain("invalid Host header");
    },
  );

  it("a good Host still works", async () => {
    expect(
      (await server.send({ method: "GET", path: "/", headers: { host: "example.com" } })).status,
    ).toBe(200);
  });
});
