/**
 * The UK GDPR toolkit through its API and models: subject-access export, erasure with
 * suppression, restriction, the consent log and the newsletter export's filter.
 */
import { PERSON_BLOCKED_TEXTS } from "~/components/people/texts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  consentEvents,
  erasureLog,
  leads,
  newsletterSubscriptions,
  suppressions,
} from "@db/schema";
import { createContactSubmission } from "~/models/contact-submissions.server";
import { ConversionError, convertContactToLead } from "~/models/conversions.server";
import { createDentalRegistration } from "~/models/dental-registrations.server";
import { createLead } from "~/models/leads.server";
import { unsubscribeByToken } from "~/models/newsletter.server";
import { PersonBlockedError, erasePerson, findPerson, personCounts } from "~/models/people.server";
import { CONSENT_NOTICES } from "~/schemas/consent-texts";
import { confirmedSubscription, insertContact } from "../../../tests/helpers/crm-fixtures";
import { signIn } from "../../../tests/helpers/crm-session";
import { type RouteModule, callRoute as call } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as activitiesRoute from "./crm.activities";
import * as erasuresRoute from "./crm.erasures";
import * as leadsRoute from "./crm.leads";
import * as leadRoute from "./crm.leads.$id";
import * as exportCsvRoute from "./crm.newsletters.export";
import * as eraseRoute from "./crm.people.erase";
import * as exportRoute from "./crm.people.export";
import * as restrictRoute from "./crm.people.restrict";
import * as unrestrictRoute from "./crm.people.unrestrict";

const testDb = useTestDb();

const ENDPOINTS: [RouteModule, string, string][] = [
  [exportRoute, "GET", "/api/crm/people/export?email=a%40x.com"],
  [eraseRoute, "POST", "/api/crm/people/erase"],
  [restrictRoute, "POST", "/api/crm/people/restrict"],
  [unrestrictRoute, "POST", "/api/crm/people/unrestrict"],
  [erasuresRoute, "GET", "/api/crm/erasures"],
];

/** One record of every kind on `email` (lead + activity, submission, registration, subscription). */
async function createPerson(email: string, staff: string) {
  const lead = await createLead(
    { firstName: "Ann", lastName: "Example", email },
    "anna@durhamdata.test",
  );
  const activity = await call(activitiesRoute, "POST", "/api/crm/activities", {
    headers: { Cookie: staff },
    body: { leadId: lead.id, type: "call", subject: `Called ${email}` },
  });
  expect(activity.status).toBe(201);
  await createContactSubmission({
    firstName: "Ann",
    lastName: "Example",
    email,
    company: "Example Dental",
    message: `Please write to ${email}`,
    source: "website",
    sector: "general",
    newsletter: false,
  });
  await createDentalRegistration({
    fullName: "Ann Example",
    practiceName: "Example Dental",
    jobTitle: "Owner",
    phone: undefined,
    email,
    location: "Durham",
    pms: "soe",
    locations: "1",
    challenge: "Cancellations",
    discoveryCall: "maybe",
    marketingOptIn: true,
  });
  await confirmedSubscription({ fullName: "Ann Example", email });
  return lead;
}

/** Every text, varchar and jsonb column of every table that mentions `needle`. */
async function columnsHolding(needle: string): Promise<string[]> {
  const columns = (await testDb.db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  )) as unknown as { rows?: { table_name: string; column_name: string }[] };
  const list =
    columns.rows ?? (columns as unknown as { table_name: string; column_name: string }[]);
  expect(list.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of list) {
    const result = (await testDb.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows?: { n: number }[] };
    const rows = result.rows ?? (result as unknown as { n: number }[]);
    if (Number(rows[0].n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe("/api/crm/people/*", () => {
  let cookie: string;
  let staffEmail: string;
  const as = () => ({ Cookie: cookie });

  beforeAll(async () => {
    ({ cookie, email: staffEmail } = await signIn(testDb.db));
  });

  it("answers 401 without a session on every new endpoint, 403 to a cross-site GET", async () => {
    for (const [mod, method, path] of ENDPOINTS) {
      const response = await call(mod, method, path, {
        body: method === "GET" ? undefined : { email: "a@x.com" },
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    for (const [mod, method, path] of ENDPOINTS.filter(([, m]) => m === "GET")) {
      const response = await call(mod, method, path, {
        headers: { ...as(), "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      });
      expect(response.status, path).toBe(403);
    }
  });

  it("exports one record of each kind for the email and nothing of a similar one; the export is recorded", async () => {
    await createPerson("a@x.com", cookie);
    await createPerson("aa@x.com", cookie);
    const response = await call(
      exportRoute,
      "GET",
      "/api/crm/people/export?email=%20A%40X.com%20",
      {
        headers: as(),
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subject-access-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = await response.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        "email",
        "generatedAt",
        "leads",
        "contactSubmissions",
        "dentalRegistrations",
        "newsletterSubscriptions",
        "activities",
        "consents",
        "auditTrail",
      ]),
    );
    expect(body.email).toBe("a@x.com");
    for (const kind of [
      "leads",
      "contactSubmissions",
      "dentalRegistrations",
      "newsletterSubscriptions",
      "activities",
    ]) {
      expect(body[kind], kind).toHaveLength(1);
    }
    expect(JSON.stringify(body)).not.toContain("aa@x.com");
    expect(body.newsletterSubscriptions[0].unsubscribeToken).toBeUndefined();
    // The newsletter's request and its confirmation (double opt-in).
    expect(body.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual([
      "dentaliq-updates",
      "newsletter",
      "newsletter",
    ]);
    const again = await (
      await call(exportRoute, "GET", "/api/crm/people/export?email=a%40x.com", { headers: as() })
    ).json();
    expect(again.auditTrail).toContainEqual(
      expect.objectContaining({ action: "exported", entityType: "person", actor: staffEmail }),
    );
    // The audit row names the person by the keyed hash, never in clear.
    const exported = await testDb.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'exported'`);
    expect(JSON.stringify(exported)).not.toContain("a@x.com");
  });

  it("400 for a missing or malformed email", async () => {
    expect(
      (await call(exportRoute, "GET", "/api/crm/people/export?email=nope", { headers: as() }))
        .status,
    ).toBe(400);
    expect(
      (await call(eraseRoute, "POST", "/api/crm/people/erase", { headers: as(), body: {} })).status,
    ).toBe(400);
  });

  it("erases nothing when the transaction fails half-way", async () => {
    await createPerson("half@x.com", cookie);
    const before = personCounts(await findPerson("half@x.com"));
    await expect(
      erasePerson("half@x.com", staffEmail, {
        afterDeletes: async () => {
          throw new Error("disk full");
        },
      }),
    ).rejects.toThrow("disk full");
    expect(personCounts(await findPerson("half@x.com"))).toEqual(before);
    expect(before.leads).toBe(1);
    expect((await findPerson("half@x.com")).suppressed).toBe(false);
  });

  it("erases every kind in one go, leaves the email in no column, logs counts and suppresses re-adding", async () => {
    await createPerson("gone@x.com", cookie);
    const response = await call(eraseRoute, "POST", "/api/crm/people/erase", {
      headers: as(),
      body: { email: " Gone@X.com" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      erased: {
        leads: 1,
        contactSubmissions: 1,
        dentalRegistrations: 1,
        newsletterSubscriptions: 1,
        activities: 1,
        consents: 3,
      },
    });
    expect(await columnsHolding("gone@x.com")).toEqual([]);
    // The similar address is untouched.
    expect(personCounts(await findPerson("aa@x.com")).leads).toBe(1);

    const log = await (
      await call(erasuresRoute, "GET", "/api/crm/erasures", { headers: as() })
    ).json();
    expect(log[0]).toMatchObject({ actor: staffEmail, counts: { leads: 1, consents: 3 } });
    expect(await testDb.db.select().from(suppressions)).toHaveLength(1);
    expect(await testDb.db.select().from(erasureLog)).toHaveLength(1);

    const readd = await call(leadsRoute, "POST", "/api/crm/leads", {
      headers: as(),
      body: { firstName: "Ann", lastName: "Example", email: "GONE@x.com" },
    });
    expect(readd.status).toBe(409);
    expect((await readd.json()).message).toBe(PERSON_BLOCKED_TEXTS.suppressed);

    // A conversion is refused too (a submission that reached the table some other way).
    const stray = await insertContact(testDb.db, { email: "gone@x.com" });
    await expect(convertContactToLead(stray.id, staffEmail)).rejects.toBeInstanceOf(
      PersonBlockedError,
    );
    await testDb.db.execute(sql`delete from contact_submissions where id = ${stray.id}`);

    // The person's own new form submission is accepted and lifts the suppression, on the record.
    await createContactSubmission({
      firstName: "Ann",
      lastName: "Example",
      email: "gone@x.com",
      company: "Example Dental",
      message: "Hello again",
      source: "website",
      sector: "general",
      newsletter: false,
    });
    expect(await testDb.db.select().from(suppressions)).toHaveLength(0);
    const person = await findPerson("gone@x.com");
    expect(person.auditTrail).toContainEqual(
      expect.objectContaining({ action: "suppression-lifted", actor: "visitor" }),
    );
    expect(
      (await createLead({ firstName: "Ann", lastName: "E", email: "gone@x.com" }, staffEmail)).id,
    ).toBeGreaterThan(0);
  });

  it("restriction blocks activities and status changes (409), leaves the person out of the CSV, and lifting is recorded", async () => {
    const lead = await createLead(
      { firstName: "Rita", lastName: "R", email: "rita@x.com" },
      staffEmail,
    );
    await confirmedSubscription({ fullName: "Rita R", email: "rita@x.com" });
    const restricted = await call(restrictRoute, "POST", "/api/crm/people/restrict", {
      headers: as(),
      body: { email: "Rita@x.com", reason: "Objected to marketing by phone" },
    });
    expect(restricted.status).toBe(200);
    expect(
      (
        await call(restrictRoute, "POST", "/api/crm/people/restrict", {
          headers: as(),
          body: { email: "rita@x.com" },
        })
      ).status,
    ).toBe(400);

    const activity = await call(activitiesRoute, "POST", "/api/crm/activities", {
      headers: as(),
      body: { leadId: lead.id, type: "note", subject: "Note" },
    });
    expect(activity.status).toBe(409);
    expect((await activity.json()).message).toBe(PERSON_BLOCKED_TEXTS.restricted);
    const params = { id: String(lead.id) };
    const status = await call(leadRoute, "PUT", `/api/crm/leads/${lead.id}`, {
      headers: as(),
      params,
      body: { status: "contacted" },
    });
    expect(status.status).toBe(409);
    expect(
      (
        await testDb.db
          .select()
          .from(leads)
          .where(sql`id = ${lead.id}`)
      )[0].status,
    ).toBe("new");
    // Rectification stays allowed.
    const rectified = await call(leadRoute, "PUT", `/api/crm/leads/${lead.id}`, {
      headers: as(),
      params,
      body: { lastName: "Rightname" },
    });
    expect(rectified.status).toBe(200);

    const csv = await (
      await call(exportCsvRoute, "GET", "/api/crm/newsletters/export", { headers: as() })
    ).text();
    expect(csv).not.toContain("rita@x.com");
    expect(csv).toContain("aa@x.com");

    const lifted = await call(unrestrictRoute, "POST", "/api/crm/people/unrestrict", {
      headers: as(),
      body: { email: "rita@x.com" },
    });
    expect(lifted.status).toBe(200);
    expect(
      (
        await call(unrestrictRoute, "POST", "/api/crm/people/unrestrict", {
          headers: as(),
          body: { email: "rita@x.com" },
        })
      ).status,
    ).toBe(404);
    const after = await call(activitiesRoute, "POST", "/api/crm/activities", {
      headers: as(),
      body: { leadId: lead.id, type: "note", subject: "Note" },
    });
    expect(after.status).toBe(201);
    const actions = (await findPerson("rita@x.com")).auditTrail.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["restricted", "unrestricted"]));
  });

  it("newsletter signup, confirmation, then unsubscribe: three consent rows with the notice version", async () => {
    const row = await confirmedSubscription({ fullName: "Nora N", email: "Nora@x.com " });
    expect(await unsubscribeByToken(row.unsubscribeToken)).toBe("unsubscribed");
    expect(await unsubscribeByToken(row.unsubscribeToken)).toBe("already");
    const rows = await testDb.db
      .select()
      .from(consentEvents)
      .where(sql`${consentEvents.email} = 'nora@x.com'`)
      .orderBy(consentEvents.id);
    expect(rows.map((r) => [r.purpose, r.granted, r.source, r.noticeVersion])).toEqual([
      [
        "newsletter",
        true,
        "form:newsletter (request, awaiting confirmation)",
        CONSENT_NOTICES.newsletter.version,
      ],
      ["newsletter", true, "link:confirm", CONSENT_NOTICES.newsletter.version],
      ["newsletter", false, "link:unsubscribe", CONSENT_NOTICES.newsletter.version],
    ]);
  });

  it("the newsletter CSV holds only active subscribers unless asked to include the unsubscribed", async () => {
    const csv = await (
      await call(exportCsvRoute, "GET", "/api/crm/newsletters/export", { headers: as() })
    ).text();
    expect(csv).not.toContain("nora@x.com");
    const all = await (
      await call(exportCsvRoute, "GET", "/api/crm/newsletters/export?include=unsubscribed", {
        headers: as(),
      })
    ).text();
    expect(all).toMatch(/nora@x\.com,Nora N,false,/);
    const subscribers = await testDb.db.select().from(newsletterSubscriptions);
    expect(subscribers.length).toBeGreaterThan(1);
  });

  it("the DentalIQ registration records the consent wording's version", async () => {
    await createDentalRegistration({
      fullName: "Den Tist",
      practiceName: "P",
      jobTitle: "Owner",
      phone: undefined,
      email: "den@x.com",
      location: "Durham",
      pms: "soe",
      locations: "1",
      challenge: "C",
      discoveryCall: "maybe",
      marketingOptIn: true,
    });
    const [row] = (await findPerson("den@x.com")).consents;
    expect(row).toMatchObject({
      purpose: "dentaliq-updates",
      granted: true,
      source: "form:dental-iq",
      noticeVersion: CONSENT_NOTICES["dentaliq-updates"].version,
    });
  });

  it("a conversion of a suppressed person throws the blocked error, not a conversion error", async () => {
    await createLead({ firstName: "S", lastName: "S", email: "sup@x.com" }, staffEmail);
    await erasePerson("sup@x.com", staffEmail);
    const contact = await insertContact(testDb.db, { email: "sup@x.com" });
    const error = await convertContactToLead(contact.id, staffEmail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PersonBlockedError);
    expect(error).not.toBeInstanceOf(ConversionError);
  });
});
