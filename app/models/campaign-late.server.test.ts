/**
 * A scheduled campaign whose time passed while the app was down: within CAMPAIGN_LATE_HOURS of
 * it, the job sends as scheduled; later, nothing is sent and the campaign goes back to staff as a
 * draft that keeps its missed time. The setting's default and its refusal of a bad value.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditEvents, campaignRecipients, campaigns, newsletterSubscriptions } from "@db/schema";
import { parseEnv } from "~/config/env.server";
import { useTestDb } from "../../tests/helpers/test-db";
import { createCampaign, getCampaign, runCampaignJob } from "./campaigns.server";

const testDb = useTestDb();
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  process.env.LOG_LEVEL = "silent";
  await testDb.truncateAll();
  await testDb.db.insert(newsletterSubscriptions).values({
    email: "reader@example.com",
    fullName: "Reader",
    subscribed: true,
    unsubscribeToken: "tok-reader",
  });
});

/** A campaign scheduled for `hoursAgo` hours ago, and the job pg-boss runs for it on start. */
async function overdue(hoursAgo: number) {
  const campaign = await createCampaign(
    { subject: "November insights", previewText: "", body: "Hello", audience: "newsletter" },
    "staff@example.com",
  );
  const at = new Date(Date.now() - hoursAgo * HOUR);
  await testDb.db
    .update(campaigns)
    .set({ state: "scheduled", scheduledAt: at })
    .where(eq(campaigns.id, campaign.id));
  return {
    id: campaign.id,
    job: { campaignId: campaign.id, runId: 0, scheduledFor: at.toISOString() },
  };
}

describe("a scheduled start found late", () => {
  it("within the limit, sends as scheduled", async () => {
    const { id, job } = await overdue(1.5);
    expect(await runCampaignJob(job, { lateHours: 2 })).toBe("started");
    expect((await getCampaign(id))!.state).toBe("sending");
    expect(await testDb.db.select().from(campaignRecipients)).toHaveLength(1);
  });

  it("past the limit, sends nothing and hands it back as a draft keeping the missed time", async () => {
    const { id, job } = await overdue(2.5);
    expect(await runCampaignJob(job, { lateHours: 2 })).toBe("missed");
    const held = (await getCampaign(id))!;
    expect(held.state).toBe("draft");
    expect(held.scheduledAt?.toISOString()).toBe(job.scheduledFor);
    expect(await testDb.db.select().from(campaignRecipients)).toHaveLength(0);
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "campaign-missed"));
    expect(audit.summary).toMatch(
      /^Not sent: its time \(.+\) passed while the app was not running$/,
    );
    // The same job again (pg-boss retrying it) changes nothing more.
    expect(await runCampaignJob(job, { lateHours: 2 })).toBeNull();
  });
});

describe("CAMPAIGN_LATE_HOURS", () => {
  it("is 2 hours unless set, takes whole hours and refuses anything else", () => {
    expect(parseEnv({ NODE_ENV: "development" }).CAMPAIGN_LATE_HOURS).toBe(2);
    expect(
      parseEnv({ NODE_ENV: "development", CAMPAIGN_LATE_HOURS: "12" }).CAMPAIGN_LATE_HOURS,
    ).toBe(12);
    expect(() => parseEnv({ NODE_ENV: "development", CAMPAIGN_LATE_HOURS: "soon" })).toThrow(
      /CAMPAIGN_LATE_HOURS/,
    );
  });
});
