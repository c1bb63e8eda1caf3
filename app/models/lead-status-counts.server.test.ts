/**
 * The per-status lead counts the dashboard's figures and the leads list's totals read are kept by
 * the database's triggers on leads (migration 0018) through every way leads change: creating,
 * a status change, deleting, a merge, bulk statements and a truncate.
 */
import { count, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leads } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { mergeLeads } from "./lead-merge.server";
import { countLeadsByStatus } from "./lead-status-counts.server";
import { createLead, deleteLead, listLeads, updateLead } from "./leads.server";
import { getStatistics } from "./statistics.server";

const testDb = useTestDb();
const STAFF = "staff@durhamdata.test";

let n = 0;
const newLead = (status?: "new" | "contacted" | "qualified") =>
  createLead(
    { firstName: "Ada", lastName: `Lovelace ${++n}`, email: `ada${n}@example.com`, status },
    STAFF,
  );

/** The kept counts, statuses with none left out. */
async function kept(): Promise<Record<string, number>> {
  const counts = await countLeadsByStatus();
  return Object.fromEntries([...counts].filter(([, leads]) => leads !== 0).sort());
}

/** The same figures counted from every lead. */
async function counted(): Promise<Record<string, number>> {
  const rows = await testDb.db
    .select({ status: leads.status, n: count() })
    .from(leads)
    .groupBy(leads.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]).sort());
}

describe("the kept per-status lead counts", () => {
  beforeEach(() => testDb.truncateAll());

  it("follow creating, a status change and deleting", async () => {
    expect(await kept()).toEqual({});
    const a = await newLead();
    const b = await newLead("contacted");
    await newLead("contacted");
    expect(await kept()).toEqual({ contacted: 2, new: 1 });
    await updateLead(b.id, { status: "qualified" }, [], STAFF);
    expect(await kept()).toEqual({ contacted: 1, new: 1, qualified: 1 });
    // A save that does not touch the status leaves the counts alone.
    await updateLead(a.id, { company: "Analytical Engines" }, [], STAFF);
    expect(await kept()).toEqual(await counted());
    await deleteLead(a.id, STAFF);
    expect(await kept()).toEqual({ contacted: 1, qualified: 1 });
    expect(await kept()).toEqual(await counted());
  });

  it("follow a merge (the other lead goes)", async () => {
    const keep = await newLead("qualified");
    const other = await newLead("contacted");
    await mergeLeads(keep.id, other.id, STAFF);
    expect(await kept()).toEqual({ qualified: 1 });
    expect(await kept()).toEqual(await counted());
  });

  it("follow bulk statements and a truncate", async () => {
    await testDb.db.insert(leads).values(
      Array.from({ length: 30 }, (_, i) => ({
        firstName: "Bulk",
        lastName: `Lead ${i}`,
        email: `bulk${i}@example.com`,
        status: i % 3 === 0 ? "new" : "contacted",
      })),
    );
    expect(await kept()).toEqual({ contacted: 20, new: 10 });
    // One statement moving leads between several statuses at once.
    await testDb.db
      .update(leads)
      .set({
        status: sql`case when ${leads.status} = 'new' then 'proposal' else 'new' end`,
      })
      .where(sql`${leads.lastName} in ('Lead 0', 'Lead 1', 'Lead 2', 'Lead 3')`);
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toEqual({ contacted: 18, new: 10, proposal: 2 });
    await testDb.db.delete(leads).where(eq(leads.status, "new"));
    expect(await kept()).toEqual({ contacted: 18, proposal: 2 });
    await testDb.truncateAll();
    expect(await kept()).toEqual({});
  });

  it("give the dashboard's figures and the list's totals, with and without a status filter", async () => {
    await newLead();
    await newLead("qualified");
    await newLead("qualified");
    expect(await getStatistics()).toEqual({
      totalLeads: 3,
      newLeads: 1,
      qualifiedLeads: 2,
      closedWonLeads: 0,
    });
    const all = await listLeads({});
    expect([all.total, all.leads.length]).toEqual([3, 3]);
    const qualified = await listLeads({ status: "qualified" });
    expect([qualified.total, qualified.leads.length]).toEqual([2, 2]);
    expect((await listLeads({ status: "proposal" })).total).toBe(0);
    // A search still counts what it matches.
    expect((await listLeads({ q: "Lovelace", status: "qualified" })).total).toBe(2);
  });
});
