/**
 * Retention of a campaign's per-recipient log: after 24 months a row loses its address (a waiting
 * one is skipped, never sent), the campaign's counts stay, and newer rows are untouched.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { campaignRecipients, campaigns } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { recipientCounts } from "./campaigns.server";
import { runRetention } from "./retention.server";

const testDb = useTestDb();
const NOW = new Date("2026-11-23T12:00:00Z");
const monthsAgo = (months: number) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

let campaignId: number;

beforeEach(async () => {
  await testDb.truncateAll();
  const [campaign] = await testDb.db
    .insert(campaigns)
    .values({ subject: "Old news", body: "…", audience: "newsletter", createdBy: "staff" })
    .returning();
  campaignId = campaign.id;
  const row = (email: string, state: string, createdAt: Date) => ({
    campaignId,
    email,
    messageId: `${email}@x`,
    state,
    lastResponse: state === "sent" ? "250 OK" : null,
    createdAt,
  });
  await testDb.db
    .insert(campaignRecipients)
    .values([
      row("old-sent@x.com", "sent", monthsAgo(25)),
      row("old-waiting@x.com", "pending", monthsAgo(25)),
      row("recent@x.com", "sent", monthsAgo(23)),
    ]);
});

describe("retention of campaign recipient rows", () => {
  it("a dry run counts the rows past 24 months and changes nothing", async () => {
    const outcome = await runRetention({ months: 24, dryRun: true, now: NOW });
    expect(outcome).toMatchObject({ status: "dry-run", counts: { campaignRecipients: 2 } });
    const emails = (await testDb.db.select().from(campaignRecipients)).map((r) => r.email);
    expect(emails.sort()).toEqual(["old-sent@x.com", "old-waiting@x.com", "recent@x.com"]);
  });

  it("a run takes the address off the old rows, skips a waiting one, keeps the counts; a second run finds none", async () => {
    const before = await recipientCounts(campaignId);
    const outcome = await runRetention({ months: 24, now: NOW });
    expect(outcome).toMatchObject({ status: "ran", counts: { campaignRecipients: 2 } });
    const rows = await testDb.db.select().from(campaignRecipients).orderBy(campaignRecipients.id);
    expect(rows.map((r) => [r.email.replace(/\d+$/, "N"), r.state, r.lastResponse])).toEqual([
      ["erased-N", "sent", null],
      ["erased-N", "skipped", null],
      ["recent@x.com", "sent", "250 OK"],
    ]);
    expect(await recipientCounts(campaignId)).toMatchObject({
      total: before.total,
      sent: before.sent,
    });
    const again = await runRetention({ months: 24, now: NOW });
    expect(again).toMatchObject({ counts: { campaignRecipients: 0 } });
  });
});
