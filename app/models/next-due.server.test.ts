/**
 * leads.next_due_at, the next planned follow-up the leads table sorts by, is kept by the
 * database's triggers on activities (migration 0016) through every way activities change:
 * planning, completing, deleting, a merge moving them, a bulk insert.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, leads } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { completeActivity, createActivity, deleteActivity } from "./activities.server";
import { mergeLeads } from "./lead-merge.server";
import { createLead, listLeads } from "./leads.server";

const testDb = useTestDb();
const STAFF = "staff@durhamdata.test";
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2030, 0, 1) + hours * HOUR);

let n = 0;
const newLead = () =>
  createLead(
    { firstName: "Ada", lastName: `Lovelace ${++n}`, email: `ada${n}@example.com` },
    STAFF,
  );
const plan = (leadId: number, hours: number) =>
  createActivity(
    { leadId, type: "call", subject: `Call at ${hours}`, dueAt: at(hours).toISOString() },
    STAFF,
  );
async function nextDueOf(id: number): Promise<Date | null> {
  const [row] = await testDb.db
    .select({ nextDueAt: leads.nextDueAt })
    .from(leads)
    .where(eq(leads.id, id));
  return row.nextDueAt;
}

describe("a lead's next planned follow-up", () => {
  it("is the earliest follow-up not done, through planning, completing and deleting", async () => {
    const lead = await newLead();
    expect(await nextDueOf(lead.id)).toBeNull();
    const later = await plan(lead.id, 48);
    expect(await nextDueOf(lead.id)).toEqual(at(48));
    const sooner = await plan(lead.id, 2);
    expect(await nextDueOf(lead.id)).toEqual(at(2));
    // An activity logged as done moves nothing.
    await createActivity({ leadId: lead.id, type: "note", subject: "Met at the fair" }, STAFF);
    expect(await nextDueOf(lead.id)).toEqual(at(2));
    await completeActivity(sooner.id, { outcome: "successful", duration: 5 }, STAFF);
    expect(await nextDueOf(lead.id)).toEqual(at(48));
    await deleteActivity(later.id, STAFF);
    expect(await nextDueOf(lead.id)).toBeNull();
  });

  it("moves with the follow-ups a merge brings to the kept lead, and is gone from the other", async () => {
    const keep = await newLead();
    const other = await newLead();
    await plan(keep.id, 30);
    await plan(other.id, 5);
    await mergeLeads(keep.id, other.id, STAFF);
    expect(await nextDueOf(keep.id)).toEqual(at(5));
  });

  it("is set for every lead of a bulk insert, once per statement", async () => {
    const [a, b] = [await newLead(), await newLead()];
    await testDb.db.insert(activities).values([
      {
        leadId: a.id,
        type: "call",
        subject: "x",
        createdBy: STAFF,
        completedDate: null,
        dueAt: at(9),
      },
      {
        leadId: a.id,
        type: "call",
        subject: "y",
        createdBy: STAFF,
        completedDate: null,
        dueAt: at(7),
      },
      {
        leadId: b.id,
        type: "call",
        subject: "z",
        createdBy: STAFF,
        completedDate: null,
        dueAt: at(8),
      },
      { leadId: b.id, type: "call", subject: "done", createdBy: STAFF, dueAt: at(1) },
    ]);
    expect(await nextDueOf(a.id)).toEqual(at(7));
    expect(await nextDueOf(b.id)).toEqual(at(8));
    // A change that touches neither the due time nor the state leaves it as it is.
    await testDb.db
      .update(activities)
      .set({ subject: "renamed" })
      .where(eq(activities.leadId, a.id));
    expect(await nextDueOf(a.id)).toEqual(at(7));
  });

  it("orders the leads table's follow-up sort, soonest first, leads with none last", async () => {
    const none = await newLead();
    const soon = await newLead();
    const later = await newLead();
    await plan(later.id, 1000);
    await plan(soon.id, 999);
    const { leads: rows } = await listLeads({ sort: "follow-up", pageSize: 500 });
    const order = rows.map((r) => r.id);
    expect(order.indexOf(soon.id)).toBeLessThan(order.indexOf(later.id));
    expect(order.indexOf(later.id)).toBeLessThan(order.indexOf(none.id));
    expect(rows.find((r) => r.id === soon.id)?.nextFollowUp).toEqual(at(999));
    expect(rows.find((r) => r.id === none.id)?.nextFollowUp).toBeNull();
  });
});
