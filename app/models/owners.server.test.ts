/** Lead owners: who a new lead belongs to, the Mine / Unassigned filters, audited reassignment. */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditEvents, staffUsers } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { insertContact, insertRegistration } from "../../tests/helpers/crm-fixtures";
import { convertContact, convertRegistration } from "./conversions.server";
import { mergeLeads } from "./lead-merge.server";
import { createLead, getLead, listLeads } from "./leads.server";
import { OwnerError, assignLeads } from "./owners.server";
import { systemActor } from "./audit.server";

const testDb = useTestDb();

async function staff(email: string, deactivated = false) {
  const [row] = await testDb.db
    .insert(staffUsers)
    .values({ email, passwordHash: "not-used", deactivatedAt: deactivated ? new Date() : null })
    .returning();
  return row.id;
}

const ANNA = "anna@durhamdata.test";
const BEN = "ben@durhamdata.test";
const lead = (name: string, actor = ANNA, ownerId?: number | null) =>
  createLead({ firstName: name, lastName: "Test", email: `${name}@example.com` }, actor, ownerId);

describe("lead owners", () => {
  let anna: number;
  let ben: number;
  beforeEach(async () => {
    await testDb.truncateAll();
    anna = await staff(ANNA);
    ben = await staff(BEN);
  });

  it("a lead made by hand belongs to its creator; a job's lead to nobody; a chosen owner wins", async () => {
    expect((await lead("mine")).ownerId).toBe(anna);
    expect((await lead("jobs", systemActor("import"))).ownerId).toBeNull();
    expect((await lead("given", ANNA, ben)).ownerId).toBe(ben);
    expect((await lead("nobody", ANNA, null)).ownerId).toBeNull();
  });

  it("refuses a deactivated or unknown owner", async () => {
    const gone = await staff("gone@durhamdata.test", true);
    await expect(lead("x", ANNA, gone)).rejects.toBeInstanceOf(OwnerError);
    await expect(lead("y", ANNA, 999_999)).rejects.toBeInstanceOf(OwnerError);
  });

  it("a conversion belongs to whoever converts; an intake matched to a lead keeps its owner", async () => {
    const contact = await insertContact(testDb.db, { email: "new@example.com" });
    const converted = await convertContact(contact.id, "match", BEN);
    expect(converted.merged).toBe(false);
    expect(converted.lead.ownerId).toBe(ben);

    const registration = await insertRegistration(testDb.db, { email: "reg@example.com" });
    expect((await convertRegistration(registration.id, "new", ANNA)).lead.ownerId).toBe(anna);

    // Ben converts a second form from Anna's lead's address: it stays Anna's.
    const existing = await lead("kept");
    const again = await insertContact(testDb.db, { email: "kept@example.com" });
    const matched = await convertContact(again.id, "match", BEN);
    expect(matched.merged).toBe(true);
    expect(matched.lead.id).toBe(existing.id);
    expect(matched.lead.ownerId).toBe(anna);
  });

  it("a merge keeps the kept lead's owner, or takes the other's when the kept one had none", async () => {
    const keep = await lead("keep", ANNA);
    const other = await lead("other", BEN);
    expect((await mergeLeads(keep.id, other.id, BEN)).ownerId).toBe(anna);

    const unowned = await lead("unowned", ANNA, null);
    const owned = await lead("owned", BEN);
    expect((await mergeLeads(unowned.id, owned.id, ANNA)).ownerId).toBe(ben);
  });

  it("filters Mine, Unassigned and one owner's leads, and names the owner on each row", async () => {
    await lead("annas", ANNA);
    await lead("bens", BEN);
    await lead("nobodys", ANNA, null);
    const names = async (owner: number | "none") =>
      (await listLeads({ owner })).leads.map((row) => row.firstName);
    expect(await names(anna)).toEqual(["annas"]);
    expect(await names(ben)).toEqual(["bens"]);
    expect(await names("none")).toEqual(["nobodys"]);
    const all = await listLeads();
    expect(all.total).toBe(3);
    expect(Object.fromEntries(all.leads.map((row) => [row.firstName, row.ownerName]))).toEqual({
      annas: ANNA,
      bens: BEN,
      nobodys: null,
    });
  });

  it("bulk reassignment changes each lead once and writes one audit row per changed lead, in plain words", async () => {
    const first = await lead("first", ANNA);
    const second = await lead("second", ANNA, null);
    const already = await lead("already", BEN);
    expect(await assignLeads([first.id, second.id, already.id], ben, ANNA)).toBe(2);
    for (const id of [first.id, second.id, already.id])
      expect((await getLead(id))?.ownerId).toBe(ben);
    const rows = await testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "owner-changed"), eq(auditEvents.entityType, "lead")));
    expect(rows.map((row) => [row.leadId, row.summary, row.actor]).sort()).toEqual(
      [
        [first.id, `Owner changed from ${ANNA} to ${BEN}`, ANNA],
        [second.id, `Owner changed from Unassigned to ${BEN}`, ANNA],
      ].sort(),
    );
    // Back to nobody.
    expect(await assignLeads([first.id], null, BEN)).toBe(1);
    expect((await getLead(first.id))?.ownerId).toBeNull();
  });

  it("reassignment to a deactivated account changes nothing", async () => {
    const one = await lead("one", ANNA);
    const gone = await staff("gone@durhamdata.test", true);
    await expect(assignLeads([one.id], gone, ANNA)).rejects.toBeInstanceOf(OwnerError);
    expect((await getLead(one.id))?.ownerId).toBe(anna);
  });
});
