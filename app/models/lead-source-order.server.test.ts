/**
 * Original and Latest source follow the time each person came, not the order staff process the
 * inbox: two enquiries from one address, converted newest first and the older
 * added to it, or the other way round, or each made a lead and merged, give the same answer.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, leads } from "@db/schema";
import { ADDED_BY_STAFF, type LeadAttribution } from "~/schemas/lead-attribution";
import { useTestDb } from "../../tests/helpers/test-db";
import { convertContact } from "./conversions.server";
import { mergeLeads } from "./lead-merge.server";
import { createLead } from "./leads.server";

const testDb = useTestDb();
const STAFF = "staff@durhamdata.test";
const EMAIL = "pat@example.com";

const source = (category: LeadAttribution["category"], detail: string): LeadAttribution => ({
  ...ADDED_BY_STAFF,
  category,
  detail,
});
const LINKEDIN = source("organic-social", "autumn");
const GOOGLE = source("organic-search", "Google");

let older: number;
let newer: number;

beforeEach(async () => {
  await testDb.truncateAll();
  const sent = (at: string, attribution: LeadAttribution) => ({
    firstName: "Pat",
    lastName: "Came",
    email: EMAIL,
    company: "Came Ltd",
    message: "Hello",
    createdAt: new Date(at),
    attribution,
  });
  [{ id: older }, { id: newer }] = await testDb.db
    .insert(contactSubmissions)
    .values([sent("2026-12-06T01:45:24Z", LINKEDIN), sent("2026-12-06T01:45:29Z", GOOGLE)])
    .returning({ id: contactSubmissions.id });
});

const sourcesOf = async (id: number) => {
  const [lead] = await testDb.db.select().from(leads).where(eq(leads.id, id));
  return [lead.originalSource?.detail, lead.latestSource?.detail];
};

describe("Original and Latest source by the time of each submission", () => {
  it("the newest converted first and the older added to it", async () => {
    const { lead } = await convertContact(newer, "new", STAFF);
    expect(await sourcesOf(lead.id)).toEqual(["Google", "Google"]);
    const added = await convertContact(older, "match", STAFF);
    expect(added.lead.id).toBe(lead.id);
    expect(await sourcesOf(lead.id)).toEqual(["autumn", "Google"]);
  });

  it("the older converted first and the newest added to it", async () => {
    const { lead } = await convertContact(older, "new", STAFF);
    await convertContact(newer, "match", STAFF);
    expect(await sourcesOf(lead.id)).toEqual(["autumn", "Google"]);
  });

  it("each made a lead, then merged", async () => {
    const a = (await convertContact(newer, "new", STAFF)).lead;
    const b = (await convertContact(older, "new", STAFF)).lead;
    await mergeLeads(a.id, b.id, STAFF);
    expect(await sourcesOf(a.id)).toEqual(["autumn", "Google"]);
  });

  it("a lead staff added keeps Added by staff as its original when the enquiry came after", async () => {
    const lead = await createLead(
      { firstName: "Pat", lastName: "Came", email: "pat.staff@example.com" },
      STAFF,
    );
    await testDb.db
      .update(contactSubmissions)
      .set({ email: "pat.staff@example.com", createdAt: new Date(Date.now() + 1000) })
      .where(eq(contactSubmissions.id, older));
    await convertContact(older, "match", STAFF);
    expect(await sourcesOf(lead.id)).toEqual(["staff", "autumn"]);
  });
});
