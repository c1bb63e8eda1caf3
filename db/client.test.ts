import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDb } from "../tests/helpers/test-db";
import { activities, contactSubmissions, leads } from "./schema";

describe("database schema", () => {
  const testDb = useTestDb();

  it("applies the migrations", async () => {
    const result = await testDb.db.execute(sql`select count(*)::int as n from leads`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    expect(rows[0].n).toBe(0);
  });

  it("deletes a lead's activities with it and unlinks its processed submissions", async () => {
    const [lead] = await testDb.db
      .insert(leads)
      .values({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.co.uk" })
      .returning();
    await testDb.db.insert(activities).values({
      leadId: lead.id,
      type: "call",
      subject: "Intro call",
      createdBy: "staff@example.com",
    });
    const [submission] = await testDb.db
      .insert(contactSubmissions)
      .values({
        firstName: "Ada",
        email: "ada@example.co.uk",
        company: "Engines Ltd",
        message: "Hello there!",
        processed: true,
        leadId: lead.id,
      })
      .returning();

    await testDb.db.delete(leads).where(sql`${leads.id} = ${lead.id}`);

    expect(await testDb.db.select().from(activities)).toHaveLength(0);
    const [kept] = await testDb.db
      .select()
      .from(contactSubmissions)
      .where(sql`${contactSubmissions.id} = ${submission.id}`);
    expect(kept.processed).toBe(true);
    expect(kept.leadId).toBeNull();
  });
});
