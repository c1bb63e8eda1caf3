/**
 * Migrations 0019 and 0021: score reasons stored with codes ("Target industry (financial)",
 * "Source: social"), or with the product's old name ("Source: Dental Intelligence"), read as the
 * rule writes them now, the labels staff see; other reasons stay as they are.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { scoreLead } from "./lead-score.server";

const testDb = useTestDb();
const MIGRATIONS = ["0019_score_reason_labels.sql", "0021_dentaliq_score_reason.sql"].map((name) =>
  path.resolve(import.meta.dirname, "../../db/migrations", name),
);

describe("migrations 0019 and 0021: stored score reasons in words", () => {
  it("rewrites codes as the rule's labels, keeps order, points and other reasons", async () => {
    const old = [
      { reason: "Phone number given", points: 15 },
      { reason: "Target industry (financial)", points: 15 },
      { reason: "Source: dental-intelligence", points: 15 },
      { reason: "2-3 locations", points: 5 },
    ];
    const [lead] = await testDb.db
      .insert(leads)
      .values({ firstName: "Hedy", lastName: "L", email: "hedy@example.com", scoreReasons: old })
      .returning();
    const [untouched] = await testDb.db
      .insert(leads)
      .values({
        firstName: "Ken",
        lastName: "A",
        email: "ken@example.com",
        scoreReasons: [{ reason: "Source: Social", points: 5 }],
      })
      .returning();

    const [renamed] = await testDb.db
      .insert(leads)
      .values({
        firstName: "Dee",
        lastName: "Q",
        email: "dee@example.com",
        scoreReasons: [
          { reason: "Source: Dental Intelligence", points: 15 },
          { reason: "Phone number given", points: 15 },
        ],
      })
      .returning();

    for (const migration of MIGRATIONS)
      for (const statement of fs.readFileSync(migration, "utf8").split("--> statement-breakpoint"))
        await testDb.db.execute(sql.raw(statement));

    const reasonsOf = async (id: number) =>
      (await testDb.db.select().from(leads).where(eq(leads.id, id)))[0].scoreReasons;
    const rule = scoreLead({ lead: { industry: "financial", source: "dental-intelligence" } });
    expect(await reasonsOf(lead.id)).toEqual([
      { reason: "Phone number given", points: 15 },
      rule.reasons[0],
      rule.reasons[1],
      { reason: "2-3 locations", points: 5 },
    ]);
    expect(rule.reasons.map((r) => r.reason)).toEqual([
      "Target industry (Financial)",
      "Source: DentalIQ",
    ]);
    expect(await reasonsOf(untouched.id)).toEqual([{ reason: "Source: Social", points: 5 }]);
    expect(await reasonsOf(renamed.id)).toEqual([
      { reason: "Source: DentalIQ", points: 15 },
      { reason: "Phone number given", points: 15 },
    ]);
  });
});
