/**
 * Where leads come from, on the server: the public forms' hidden source fields and the page they
 * were sent from are stored with each submission; a conversion gives the lead its original and
 * latest source; a lead staff add is "Offline sources / Added by staff"; the CSV export and the
 * subject-access export carry them.
 */
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  contactSubmissions,
  dentalRegistrations,
  leads,
  newsletterSubscriptions,
} from "@db/schema";
import { convertContact, convertRegistration } from "~/models/conversions.server";
import { leadsCsv } from "~/models/lead-export.server";
import { createLead, listLeads } from "~/models/leads.server";
import { exportPerson } from "~/models/people.server";
import { SOURCE_FIELDS } from "~/schemas/public-form";
import { requestContext } from "~/utils/request-context";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as contactPage from "./contact";
import * as dentalPage from "./dental-iq";
import * as newsletterPage from "./newsletter";

const testDb = useTestDb();
const STAFF = "staff@durhamdata.test";

function post(path: string, fields: Record<string, string>, referer?: string) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: referer ? { Referer: referer } : {},
    body: new URLSearchParams(fields),
  });
}

const act = (handler: unknown, request: Request) =>
  (handler as (args: unknown) => Promise<unknown>)({
    request,
    params: {},
    context: requestContext({ nonce: "", clientAddress: "7.7.7.7" }),
  });

const contact = {
  name: "Mary O'Neil",
  email: "mary@example.com",
  practice: "Smile Dental",
  subject: "Hello",
  message: "Please call me back.",
};
const dental = {
  fullName: "Priya Shah",
  practiceName: "Shah Dental",
  jobTitle: "Owner",
  email: "priya@example.com",
  location: "Leeds",
  pms: "dentally",
  locations: "4-6",
  challenge: "Our sites do not share diaries.",
  discoveryCall: "yes-flexible",
};

beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-for-flash-toasts-0123456789";
  process.env.LOG_LEVEL = "silent";
  delete process.env.SMTP_URL;
});

describe("lead sources", () => {
  beforeEach(() => testDb.truncateAll());

  it("each form stores its sender's source; a conversion makes it the lead's original and latest", async () => {
    await act(
      dentalPage.action,
      post(
        "/dental-iq",
        {
          ...dental,
          [SOURCE_FIELDS.landing]:
            "/?utm_source=linkedin&utm_medium=social&utm_campaign=dental-2027&fbclid=SECRET",
          [SOURCE_FIELDS.referrer]: "www.linkedin.com",
        },
        "http://localhost/dental-iq?x=1",
      ),
    );
    const [registration] = await testDb.db.select().from(dentalRegistrations);
    expect(registration.attribution).toEqual({
      category: "organic-social",
      // Organic social's detail is the network; the campaign stays in utmCampaign.
      detail: "linkedin",
      landingPage: "/?utm_source=linkedin&utm_medium=social&utm_campaign=dental-2027&fbclid=1",
      referrer: "www.linkedin.com",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "dental-2027",
      utmTerm: null,
      utmContent: null,
      clickIds: ["fbclid"],
      sentFrom: "/dental-iq",
    });
    expect(JSON.stringify(registration.attribution)).not.toContain("SECRET");

    // Without hidden fields (an old page) the post's own page is the landing page.
    await act(contactPage.action, post("/contact", { ...contact, email: "priya@example.com" }));
    const [enquiry] = await testDb.db.select().from(contactSubmissions);
    expect(enquiry.attribution).toMatchObject({ category: "direct", sentFrom: "/contact" });

    await act(
      newsletterPage.action,
      post("/newsletter", {
        fullName: "Ann Lee",
        email: "ann@example.com",
        [SOURCE_FIELDS.landing]: "/blog",
        [SOURCE_FIELDS.referrer]: "www.google.co.uk",
      }),
    );
    const [signUp] = await testDb.db.select().from(newsletterSubscriptions);
    expect(signUp.attribution).toMatchObject({ category: "organic-search", landingPage: "/blog" });

    const { lead } = await convertRegistration(registration.id, "match", STAFF);
    expect(lead.originalSource).toMatchObject({
      category: "organic-social",
      detail: "linkedin",
    });
    expect(lead.latestSource).toEqual(lead.originalSource);
    // A later enquiry from the same person: its source is the latest, the original stays.
    const { lead: same, merged } = await convertContact(enquiry.id, "match", STAFF);
    expect(merged).toBe(true);
    expect(same.originalSource).toMatchObject({ category: "organic-social" });
    expect(same.latestSource).toMatchObject({ category: "direct" });

    await createLead({ firstName: "Sam", lastName: "Staff", email: "sam@example.com" }, STAFF);
    const emails = async (query: Parameters<typeof listLeads>[0]) =>
      (await listLeads(query)).leads.map((row) => row.email);
    expect(await emails({ sourceCategory: "organic-social" })).toEqual(["priya@example.com"]);
    expect(await emails({ sourceCategory: "offline" })).toEqual(["sam@example.com"]);
    expect(await emails({ sourceCategory: "none" })).toEqual([]);
    expect((await listLeads({ sourceCategory: "offline" })).total).toBe(1);

    const csv = await leadsCsv({ sourceCategory: "organic-social" });
    expect(csv).toContain("originalSource,originalSourceDetail,originalCampaign,latestSource");
    expect(csv).toContain("organic-social,linkedin,dental-2027,direct,,");

    const person = await exportPerson("priya@example.com", STAFF, "json");
    expect(person.leads[0].originalSource).toMatchObject({ utmCampaign: "dental-2027" });
    expect(person.dentalRegistrations[0].attribution).toMatchObject({ category: "organic-social" });
  });

  it("a lead staff add is Offline sources / Added by staff", async () => {
    const lead = await createLead(
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
      STAFF,
    );
    const [row] = await testDb.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.originalSource).toMatchObject({ category: "offline", detail: "staff" });
    expect(row.latestSource).toMatchObject({ category: "offline", detail: "staff" });
  });

  it("a search engine's Referer on the form's own page is its referrer", async () => {
    await act(
      contactPage.action,
      post("/contact", {
        ...contact,
        [SOURCE_FIELDS.landing]: "/contact",
        [SOURCE_FIELDS.referrer]: "www.bing.com",
      }),
    );
    const [enquiry] = await testDb.db.select().from(contactSubmissions);
    expect(enquiry.attribution).toMatchObject({
      category: "organic-search",
      detail: "www.bing.com",
      referrer: "www.bing.com",
    });
  });
});
