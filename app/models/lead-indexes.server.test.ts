/**
 * The indexes that keep the leads search and possible-duplicate look-ups fast at 100,000 leads:
 * the planner can serve each query from its index, on PGlite and on PostgreSQL. Sequential scans
 * are switched off for the EXPLAIN, since on a small table a scan is what the planner prefers
 * (which of the two name indexes serves the name rule depends on the table's statistics).
 */
import { type SQLWrapper, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import {
  findInboxDuplicates,
  inboxDuplicatesQuery,
  possibleDuplicatesQuery,
} from "./duplicates.server";
import { createLead, leadFilter, leadOrder } from "./leads.server";

const testDb = useTestDb();

/** The plan of `query` as one text, with sequential scans off (inside a transaction). */
async function planOf(query: SQLWrapper): Promise<string> {
  return testDb.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string
    >[];
    return rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

describe("lead indexes", () => {
  beforeAll(async () => {
    await createLead(
      { firstName: "Ken", lastName: "Wilson", email: "ken@tyneside.example", company: "Vets" },
      "anna@durhamdata.test",
    );
  });

  it("pg_trgm is installed and the search's ILIKE '%term%' is served by the trigram index", async () => {
    const query = testDb.db
      .select({ id: leads.id })
      .from(leads)
      .where(leadFilter({ q: "wilson" }));
    const plan = await planOf(query);
    expect(plan).toContain("leads_search_trgm_idx");
    expect(plan).not.toMatch(/Seq Scan/);
    expect((await query).length).toBe(1);
  });

  it("each sort order of the leads table reads its index, never sorting every lead", async () => {
    for (const [sort, index] of [
      ["created", "leads_created_idx"],
      ["score", "leads_score_idx"],
      ["name", "leads_name_idx"],
      ["follow-up", "leads_next_due_idx"],
    ] as const) {
      const plan = await planOf(
        testDb.db
          .select({ id: leads.id })
          .from(leads)
          .orderBy(...leadOrder(sort))
          .limit(25),
      );
      expect(plan, sort).toContain(index);
      expect(plan, sort).not.toMatch(/\bSort\b/);
    }
  });

  it("each possible-duplicate rule is an index look-up", async () => {
    const person = {
      emails: ["k.wilson@form.example"],
      phone: "0191 496 0000",
      firstName: "Ken",
      lastName: "Wilson",
      company: "vets",
    };
    const found = await findInboxDuplicates("contact", [{ id: 1, ...person }]);
    expect(found.get(1)?.[0].reasons).toEqual(["name", "surname-company"]);
    const plan = await planOf(possibleDuplicatesQuery(person, undefined, 10, testDb.db));
    expect(plan).not.toMatch(/Seq Scan/);
    for (const index of [
      "leads_email_folded_idx",
      "leads_additional_emails_idx",
      "leads_phone_digits_idx",
      "leads_surname_company_idx",
    ])
      expect(plan).toContain(index);
  });

  it("the inbox's look-up of a page of items is index look-ups per item", async () => {
    const items = Array.from({ length: 3 }, (_, i) => ({
      id: i + 1,
      emails: [`sender${i}@form.example`],
      phone: "0191 496 0000",
      firstName: "Ken",
      lastName: "Wilson",
      company: "vets",
    }));
    const plan = await planOf(inboxDuplicatesQuery("contact", items, 5, testDb.db));
    expect(plan).not.toMatch(/Seq Scan on leads/);
    expect(plan).toContain("leads_phone_digits_idx");
    expect(plan).toContain("leads_surname_company_idx");
  });
});
