/**
 * The campaign report's "Unsubscribed since": recipients whose newsletter consent was withdrawn
 * at or after the campaign started sending, each counted once; earlier withdrawals, other
 * purposes, grants and people who were not recipients are not counted.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { campaignRecipients, campaigns, consentEvents } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { unsubscribedAfter } from "./campaigns.server";

const testDb = useTestDb();
const STARTED = new Date("2026-11-02T09:00:00Z");
const minutes = (n: number) => new Date(STARTED.getTime() + n * 60_000);
let campaignId: number;

beforeEach(async () => {
  await testDb.truncateAll();
  const [campaign] = await testDb.db
    .insert(campaigns)
    .values({
      subject: "November insights",
      body: "…",
      audience: "newsletter",
      createdBy: "staff",
      state: "sent",
      sendingStartedAt: STARTED,
    })
    .returning();
  campaignId = campaign.id;
  await testDb.db.insert(campaignRecipients).values(
    ["a", "b", "c", "e"].map((name) => ({
      campaignId,
      email: `${name}@example.com`,
      messageId: `${name}@x`,
      state: "sent",
    })),
  );
});

const withdrawal = (
  email: string,
  at: Date,
  fields: Partial<typeof consentEvents.$inferInsert> = {},
) => ({
  email,
  purpose: "newsletter",
  granted: false,
  source: "link:unsubscribe",
  noticeVersion: "1",
  at,
  ...fields,
});

describe("unsubscribed after a campaign", () => {
  it("counts each recipient who withdrew after sending started, once", async () => {
    await testDb.db.insert(consentEvents).values([
      withdrawal("a@example.com", minutes(5)),
      withdrawal("a@example.com", minutes(9)),
      withdrawal("b@example.com", minutes(-60)), // before: not because of this campaign
      withdrawal("c@example.com", minutes(5), { granted: true }),
      withdrawal("e@example.com", minutes(0), { purpose: "dentaliq-updates" }),
      withdrawal("d@example.com", minutes(5)), // not a recipient
      withdrawal("e@example.com", minutes(30)),
    ]);
    expect(await unsubscribedAfter(campaignId)).toBe(2);
  });

  it("is 0 when nobody left, and for a campaign that never started", async () => {
    expect(await unsubscribedAfter(campaignId)).toBe(0);
    expect(await unsubscribedAfter(campaignId + 1)).toBe(0);
  });
});
