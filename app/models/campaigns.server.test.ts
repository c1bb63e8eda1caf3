/**
 * Campaign sending through a real SMTP server: who is frozen in and left out, a person who leaves
 * after the freeze, a server that refuses with 451 and then accepts, a 550, a pause and resume in
 * the middle, and two senders at once: every recipient receives exactly one copy. A 550 makes the
 * subscriber Bouncing and leaves them out of the next campaign.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  campaignRecipients,
  consentEvents,
  newsletterSubscriptions,
  personRestrictions,
  suppressions,
} from "@db/schema";
import { requestContext } from "~/utils/request-context";
import * as unsubscribePage from "~/routes/site/newsletter-unsubscribe";
import { useTestDb } from "../../tests/helpers/test-db";
import { type TestSmtp, header, startTestSmtp, textPart } from "../../tests/helpers/smtp";
import {
  type CampaignJob,
  controlCampaign,
  createCampaign,
  getCampaign,
  recipientCounts,
  runCampaignJob,
  scheduleCampaign,
  sendCampaignBatch,
  startSending,
} from "./campaigns.server";
import { listNewsletterSubscriptionsForCrm } from "./newsletter.server";
import { erasePerson, subjectHash } from "./people.server";

const testDb = useTestDb();
let smtp: TestSmtp;
const ACTOR = "staff@example.com";
const QUICK = { rate: 0, batchMs: 5_000, retryBaseMs: 20 };

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
  smtp.acceptDelayMs = 0;
  smtp.onAccepted = undefined;
  await testDb.truncateAll();
});

async function subscribers(n: number, prefix = "reader") {
  const rows = Array.from({ length: n }, (_, i) => ({
    email: `${prefix}${i}@example.com`,
    fullName: `Reader ${i}`,
    subscribed: true,
    unsubscribeToken: `tok-${prefix}-${i}`,
  }));
  await testDb.db.insert(newsletterSubscriptions).values(rows);
  return rows.map((r) => r.email);
}

const draft = () =>
  createCampaign(
    {
      subject: "November insights",
      previewText: "Three notes",
      body: "## Governance\n\nRead [the guide](https://example.com/guide).",
      audience: "newsletter",
    },
    ACTOR,
  );

async function job(id: number): Promise<CampaignJob> {
  const row = await getCampaign(id);
  return { campaignId: id, runId: row!.runId };
}

/** Runs batches as the job chain would, until the run is over. */
async function sendAll(id: number) {
  for (let i = 0; i < 200; i++) {
    const result = await sendCampaignBatch(await job(id), QUICK);
    if (result.nextInSeconds === null) return;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error("campaign never finished");
}

/** Copies received per recipient address. */
function copies(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.received)
    for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

describe("campaign sending", () => {
  it("freezes confirmed subscribers only, skips who leaves after, and sends each one copy", async () => {
    const emails = await subscribers(6);
    await testDb.db.insert(newsletterSubscriptions).values([
      // Pending (never confirmed) and unsubscribed: not in the audience.
      { email: "pending@example.com", fullName: "P", subscribed: false, unsubscribeToken: "p" },
      {
        email: "gone@example.com",
        fullName: "G",
        subscribed: false,
        unsubscribedAt: new Date(),
        unsubscribeToken: "g",
      },
    ]);
    await testDb.db
      .insert(personRestrictions)
      .values({ email: emails[0], reason: "objected", restrictedBy: ACTOR });
    await testDb.db.insert(suppressions).values({ emailHash: subjectHash(emails[1]) });
    const campaign = await draft();
    expect(await startSending(campaign.id, ACTOR)).toBe("started");
    expect(await startSending(campaign.id, ACTOR)).toBe("not-draft");
    const frozen = await testDb.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id));
    expect(frozen.map((r) => r.email).sort()).toEqual(emails.slice(2).sort());

    // Unsubscribed and restricted after the freeze: skipped, never sent.
    await testDb.db
      .update(newsletterSubscriptions)
      .set({ subscribed: false, unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, emails[2]));
    await testDb.db
      .insert(personRestrictions)
      .values({ email: emails[3], reason: "asked", restrictedBy: ACTOR });
    await sendAll(campaign.id);

    expect((await getCampaign(campaign.id))!.state).toBe("sent");
    expect(await recipientCounts(campaign.id)).toMatchObject({
      total: 4,
      sent: 2,
      skipped: 2,
      pending: 0,
    });
    expect([...copies().entries()].sort()).toEqual([
      [emails[4], 1],
      [emails[5], 1],
    ]);
    const mail = smtp.received[0];
    expect(header(mail.raw, "Subject")).toBe("November insights");
    expect(header(mail.raw, "List-Unsubscribe")).toMatch(
      /^<https:\/\/www\.durhamdatastrategy\.test\/newsletter\/unsubscribe\?token=tok-reader-\d&campaign=\d+>/,
    );
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const text = textPart(mail.raw);
    expect(text).toContain("Read the guide (https://example.com/guide).");
    expect(text).not.toContain("## ");
    expect(text).toContain("Durham Business Centre");
    expect(text).toContain("You receive this because you subscribed");
    // No tracking: the HTML holds the author's link as written, and no image.
    expect(mail.raw).not.toMatch(/<img/i);

    // The one-click unsubscribe from this mail records the withdrawal naming the campaign.
    const link = /<(https:[^>]+)>/.exec(header(mail.raw, "List-Unsubscribe")!)![1];
    const response = (await unsubscribePage.action({
      request: new Request(
        link.replace("https://www.durhamdatastrategy.test", "http://localhost"),
        {
          method: "POST",
          body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        },
      ),
      params: {},
      context: requestContext({ nonce: "", clientAddress: "1.2.3.4" }),
    } as never)) as { init: { status: number } | null };
    expect(response.init?.status ?? 200).toBe(200);
    const consents = await testDb.db.select().from(consentEvents);
    expect(consents.map((c) => [c.email, c.granted, c.source])).toEqual([
      [mail.to[0], false, `link:unsubscribe (campaign ${campaign.id}, one-click)`],
    ]);
  });

  it("a 451 for a while, then acceptance: each recipient gets exactly one copy; a 550 bounces", async () => {
    const emails = await subscribers(12);
    smtp.unknown.add(emails[7]);
    const campaign = await draft();
    await startSending(campaign.id, ACTOR);
    smtp.refuse = true;
    const refused = await sendCampaignBatch(await job(campaign.id), { ...QUICK, batchMs: 1_500 });
    expect(refused.sent).toBe(0);
    expect(refused.retried).toBeGreaterThan(0);
    expect(refused.nextInSeconds).not.toBeNull();
    expect(smtp.received).toHaveLength(0);
    smtp.refuse = false;
    await sendAll(campaign.id);

    const counts = copies();
    expect(counts.size).toBe(11);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has(emails[7])).toBe(false);
    const [bounced] = await testDb.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.email, emails[7]));
    expect(bounced.state).toBe("bounced");
    expect(bounced.lastResponse).toContain("550");
    expect(bounced.attempts).toBe(1);
    expect(await recipientCounts(campaign.id)).toMatchObject({ sent: 11, bounced: 1, pending: 0 });
    expect((await getCampaign(campaign.id))!.state).toBe("sent");

    // Bouncing: listed so in the CRM and left out of the next campaign.
    const [sub] = await testDb.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, emails[7]));
    expect(sub.bounceKind).toBe("refused");
    expect(sub.bounceReason).toContain("550");
    const listed = await listNewsletterSubscriptionsForCrm();
    expect(listed.find((s) => s.email === emails[7])?.status).toBe("bouncing");
    const next = await draft();
    await startSending(next.id, ACTOR);
    const frozen = await testDb.db
      .select({ email: campaignRecipients.email })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, next.id));
    expect(frozen).toHaveLength(11);
    expect(frozen.map((r) => r.email)).not.toContain(emails[7]);
  });

  it("pause in the middle and resume: nobody gets a second copy, the old run stops", async () => {
    await subscribers(20);
    const campaign = await draft();
    await startSending(campaign.id, ACTOR);
    const firstRun = await job(campaign.id);
    smtp.onAccepted = () => {
      if (smtp.received.length === 7) void controlCampaign(campaign.id, "pause", ACTOR);
    };
    await sendCampaignBatch(firstRun, QUICK);
    smtp.onAccepted = undefined;
    expect((await getCampaign(campaign.id))!.state).toBe("paused");
    const atPause = smtp.received.length;
    expect(atPause).toBeGreaterThanOrEqual(7);
    expect(atPause).toBeLessThan(20);
    expect(await controlCampaign(campaign.id, "pause", ACTOR)).toBe("refused");

    expect(await controlCampaign(campaign.id, "resume", ACTOR)).toBe("done");
    // A job of the paused run finds nothing to claim.
    const stale = await sendCampaignBatch(firstRun, QUICK);
    expect(stale.sent).toBe(0);
    // Two senders of the new run at once.
    const run = await job(campaign.id);
    await Promise.all([sendCampaignBatch(run, QUICK), sendCampaignBatch(run, QUICK)]);

    const counts = copies();
    expect(counts.size).toBe(20);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect((await getCampaign(campaign.id))!.state).toBe("sent");
  });

  it("cancel skips everyone still pending and sends nothing more", async () => {
    await subscribers(5);
    const campaign = await draft();
    await startSending(campaign.id, ACTOR);
    const run = await job(campaign.id);
    expect(await controlCampaign(campaign.id, "cancel", ACTOR)).toBe("done");
    expect((await sendCampaignBatch(run, QUICK)).sent).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await recipientCounts(campaign.id)).toMatchObject({ skipped: 5, pending: 0 });
    expect(await controlCampaign(campaign.id, "resume", ACTOR)).toBe("refused");
  });

  it("erasure takes the address out of recipient rows and skips one still waiting; counts stay", async () => {
    const emails = await subscribers(2);
    const campaign = await draft();
    await startSending(campaign.id, ACTOR);
    const run = await job(campaign.id);
    await sendCampaignBatch(run, { ...QUICK, rate: 0, batchMs: 0 });
    await erasePerson(emails[0], ACTOR);
    await erasePerson(emails[1], ACTOR);
    const rows = await testDb.db.select().from(campaignRecipients);
    expect(rows.some((r) => emails.includes(r.email))).toBe(false);
    expect(rows.map((r) => r.state).sort()).toEqual(["skipped", "skipped"]);
    expect(await recipientCounts(campaign.id)).toMatchObject({ total: 2, skipped: 2 });
    await sendAll(campaign.id);
    expect(smtp.received).toHaveLength(0);
  });

  it("a scheduled campaign starts when its job comes due, unless unscheduled or moved since", async () => {
    await subscribers(2);
    const campaign = await draft();
    const at = new Date(Date.now() + 60_000);
    expect(await scheduleCampaign(campaign.id, at, ACTOR)).toBe("scheduled");
    expect((await getCampaign(campaign.id))!.state).toBe("scheduled");
    const due = { campaignId: campaign.id, runId: 0, scheduledFor: at.toISOString() };
    // A job for another time (the campaign was rescheduled since) does nothing.
    expect(await runCampaignJob({ ...due, scheduledFor: new Date(0).toISOString() })).toBeNull();
    expect(await controlCampaign(campaign.id, "unschedule", ACTOR)).toBe("done");
    expect(await runCampaignJob(due)).toBeNull();
    expect((await getCampaign(campaign.id))!.state).toBe("draft");
    expect(await scheduleCampaign(campaign.id, at, ACTOR)).toBe("scheduled");
    // Staff send only a draft: a scheduled campaign goes back to draft first; its job starts it.
    expect(await startSending(campaign.id, ACTOR)).toBe("not-draft");
    expect(await recipientCounts(campaign.id)).toMatchObject({ total: 0 });
    expect(await runCampaignJob(due)).toBe("started");
    expect(await recipientCounts(campaign.id)).toMatchObject({ total: 2, pending: 2 });
  });

  it("nobody to send to: refused, nothing changes", async () => {
    const campaign = await draft();
    expect(await startSending(campaign.id, ACTOR)).toBe("empty");
    expect((await getCampaign(campaign.id))!.state).toBe("draft");
  });
});
