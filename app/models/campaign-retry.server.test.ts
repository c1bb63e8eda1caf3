/**
 * Retry failed: after a campaign is sent with recipients its server never accepted, only those
 * rows go back and are sent (one copy each; the others never get a second), a person who
 * unsubscribed since is left out, and a campaign with nothing failed, or not sent, is refused.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, campaignRecipients, newsletterSubscriptions } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { type TestSmtp, startTestSmtp } from "../../tests/helpers/smtp";
import {
  createCampaign,
  getCampaign,
  recipientCounts,
  retryFailed,
  sendCampaignBatch,
  startSending,
} from "./campaigns.server";

const testDb = useTestDb();
let smtp: TestSmtp;
const ACTOR = "staff@example.com";
const QUICK = { rate: 0, batchMs: 5_000, retryBaseMs: 1 };

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = "https://www.durhamdatastrategy.test";
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await smtp.close();
  for (const key of ["SMTP_URL", "PUBLIC_URL"]) delete process.env[key];
});

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refuse = false;
  smtp.unknown.clear();
  await testDb.truncateAll();
  await testDb.db.insert(newsletterSubscriptions).values(
    ["ok1", "ok2", "late1", "late2"].map((name) => ({
      email: `${name}@example.com`,
      fullName: name,
      subscribed: true,
      unsubscribeToken: `tok-${name}`,
    })),
  );
});

async function sendAll(id: number) {
  for (let i = 0; i < 400; i++) {
    const row = (await getCampaign(id))!;
    const result = await sendCampaignBatch({ campaignId: id, runId: row.runId }, QUICK);
    if (result.nextInSeconds === null) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error("campaign never finished");
}

/** A campaign sent with the two "late" recipients failed for good (their server kept saying 451). */
async function sentWithFailures() {
  const campaign = await createCampaign(
    { subject: "November insights", previewText: "", body: "Hello", audience: "newsletter" },
    ACTOR,
  );
  await startSending(campaign.id, ACTOR);
  // Their server answered 451 until the last attempt: the sender gave up on them.
  await testDb.db
    .update(campaignRecipients)
    .set({ state: "failed", lastResponse: "451 4.3.0 try again later", attempts: 10 })
    .where(inArray(campaignRecipients.email, ["late1@example.com", "late2@example.com"]));
  await sendAll(campaign.id);
  expect((await getCampaign(campaign.id))!.state).toBe("sent");
  expect(await recipientCounts(campaign.id)).toMatchObject({ sent: 2, failed: 2 });
  return campaign.id;
}

describe("retry failed", () => {
  it("sends only the failed rows again, once each, and the campaign ends sent with them", async () => {
    const id = await sentWithFailures();
    const firstCopies = smtp.received.length;
    expect(await retryFailed(id, ACTOR)).toEqual({ outcome: "done", count: 2 });
    expect((await getCampaign(id))!.state).toBe("sending");
    await sendAll(id);
    expect((await getCampaign(id))!.state).toBe("sent");
    expect(await recipientCounts(id)).toMatchObject({ sent: 4, failed: 0 });
    const again = smtp.received.slice(firstCopies).flatMap((mail) => mail.to);
    expect(again.sort()).toEqual(["late1@example.com", "late2@example.com"]);
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "campaign-retried"));
    expect(audit.summary).toBe("Campaign sent again to 2 failed recipients");
  });

  it("leaves out a failed recipient who unsubscribed since", async () => {
    const id = await sentWithFailures();
    await testDb.db
      .update(newsletterSubscriptions)
      .set({ subscribed: false, unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, "late1@example.com"));
    await retryFailed(id, ACTOR);
    await sendAll(id);
    expect(await recipientCounts(id)).toMatchObject({ sent: 3, skipped: 1, failed: 0 });
  });

  it("refuses a campaign with nothing failed, and one that is not sent", async () => {
    const id = await sentWithFailures();
    await retryFailed(id, ACTOR);
    expect(await retryFailed(id, ACTOR)).toEqual({ outcome: "refused" }); // sending now
    await sendAll(id);
    expect(await retryFailed(id, ACTOR)).toEqual({ outcome: "none" });
    expect(await retryFailed(9999, ACTOR)).toEqual({ outcome: "missing" });
  });
});
