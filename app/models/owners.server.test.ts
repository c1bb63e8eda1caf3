/** Lead owners: who a new lead belongs to, the Mine / Unassigned filters, audited reassignment. */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditEvents, leads as leadsTable, staffUsers } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { insertContact, insertRegistration } from "../../tests/helpers/crm-fixtures";
import { convertContact, convertRegistration } from "./conversions.server";
import { mergeLeads } from "./lead-merge.server";
import { createLead, getLead, listLeads } from "./leads.server";
import { OwnerError, assignLeads } from "./owners.server";
import { systemActor } from "./audit.server";
import { createActivity } from "./activities.server";
import { deactivateStaff } from "./staff-admin.server";
import { countOpenWork } from "./owners.server";
import { activities } from "@db/schema";

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

  it("deactivating an account hands its open leads and planned follow-ups on, audited", async () => {
    const open = await lead("open", BEN);
    const won = await lead("won", BEN);
    await testDb.db
      .update(leadsTable)
      .set({ status: "closed-won" })
      .where(eq(leadsTable.id, won.id));
    const due = "2030-01-01T09:00:00Z";
    const planned = await createActivity(
      { leadId: open.id, type: "call", subject: "Ring", dueAt: due },
      ANNA,
    );
    expect(planned.assigneeId).toBe(ben);
    expect(await countOpenWork(ben)).toEqual({ leads: 1, followUps: 1 });

    await deactivateStaff(ben, ANNA, new Date(), anna);
    expect((await getLead(open.id))?.ownerId).toBe(anna);
    // A closed lead stays with the person who closed it.
    expect((await getLead(won.id))?.ownerId).toBe(ben);
    const [moved] = await testDb.db.select().from(activities).where(eq(activities.id, planned.id));
    expect(moved.assigneeId).toBe(anna);
    const rows = await testDb.db
      .select({ action: auditEvents.action, summary: auditEvents.summary })
      .from(auditEvents)
      .where(eq(auditEvents.actor, ANNA));
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: "owner-changed", summary: `Owner changed from ${BEN} to ${ANNA}` },
        { action: "assignee-changed", summary: `Follow-up handed from ${BEN} to ${ANNA}` },
        {
          action: "deactivated",
          summary: `Deactivated ${BEN}; 1 open lead and 1 planned follow-up handed to ${ANNA}`,
        },
      ]),
    );
  });

  it("deactivating with nobody chosen leaves the open leads unassigned", async () => {
    const open = await lead("open", BEN);
    await deactivateStaff(ben, ANNA);
    expect((await getLead(open.id))?.ownerId).toBeNull();
  });
});
