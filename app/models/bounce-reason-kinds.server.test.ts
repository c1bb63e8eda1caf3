/**
 * Migration 0035: bounce reasons stored as the sentence the CRM showed are split into a kind and
 * the provider's or mail server's own words, on both mailing lists; the page words them as before.
 */
import fs from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dentaliqSubscribers, newsletterSubscriptions } from "@db/schema";
import { bounceReasonText } from "~/components/leads/texts";
import { useTestDb } from "../../tests/helpers/test-db";

const testDb = useTestDb();
const MIGRATION = path.resolve(
  import.meta.dirname,
  "../../db/migrations/0035_bounce_reasons_as_kinds.sql",
);

/** The sentences stored before, and what each becomes. */
const STORED = [
  {
    before: "Hard bounce reported by the mail provider: 550 5.1.1 no such user",
    kind: "hard",
    reason: "550 5.1.1 no such user",
  },
  { before: "Hard bounce reported by the mail provider", kind: "hard", reason: null },
  {
    before:
      "3 campaigns in a row soft-bounced. Soft bounce reported by the mail provider: 452 4.2.2 mailbox full",
    kind: "soft",
    reason: "452 4.2.2 mailbox full",
  },
  {
    before: "3 campaigns in a row soft-bounced. Soft bounce reported by the mail provider",
    kind: "soft",
    reason: null,
  },
  {
    before: "550 5.1.1 <gone@example.com>: Recipient address rejected",
    kind: "refused",
    reason: "550 5.1.1 <gone@example.com>: Recipient address rejected",
  },
] as const;

async function runMigration() {
  for (const statement of fs.readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint"))
    await testDb.db.execute(sql.raw(statement));
}

describe("migration 0035: stored bounce sentences as a kind and the provider's words", () => {
  it("splits each sentence on both lists, leaves other rows alone, and words them as before", async () => {
    const bouncedAt = new Date("2026-11-20T09:00:00Z");
    const row = (i: number, bounceReason: string | null, bounced = true) => ({
      email: `reader${i}@example.com`,
      unsubscribeToken: `token-${i}`,
      bouncedAt: bounced ? bouncedAt : null,
      bounceReason,
    });
    const rows = [
      ...STORED.map((stored, i) => row(i, stored.before)),
      row(10, null, false),
      // Already in the new form: a provider's words that read like an old sentence stay.
      { ...row(11, "Hard bounce reported by the mail provider"), bounceKind: "refused" as const },
    ];
    await testDb.db
      .insert(newsletterSubscriptions)
      .values(rows.map((r) => ({ ...r, fullName: "Reader" })));
    await testDb.db.insert(dentaliqSubscribers).values(rows);

    await runMigration();
    await runMigration(); // a second run changes nothing

    const expected = [
      ...STORED.map(({ kind, reason }) => ({ bounceKind: kind, bounceReason: reason })),
      { bounceKind: null, bounceReason: null },
      { bounceKind: "refused", bounceReason: "Hard bounce reported by the mail provider" },
    ];
    for (const table of [newsletterSubscriptions, dentaliqSubscribers]) {
      const after = await testDb.db
        .select({ bounceKind: table.bounceKind, bounceReason: table.bounceReason })
        .from(table)
        .orderBy(asc(table.id));
      expect(after).toEqual(expected);
      // The CRM shows each converted row with the words it showed before.
      expect(
        after.slice(0, STORED.length).map((r) => bounceReasonText(r.bounceKind, r.bounceReason)),
      ).toEqual(STORED.map((s) => s.before));
    }
  });
});
