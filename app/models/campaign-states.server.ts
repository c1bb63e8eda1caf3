/**
 * A campaign's changes of state: sending (the recipient list frozen in the transaction that
 * marks it "sending" and enqueues its first job), scheduling, pause, resume, cancel, retry, and a
 * missed schedule handed back to staff. Which state allows which change: `campaignMay` (decision
 * 092), checked here inside each change's transaction. docs/decisions/057-campaign-sending.md
 */
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { campaignRecipients, campaigns } from "@db/schema";
import { type CampaignChange, campaignMay } from "~/schemas/campaign";
import { messageIdDomain } from "~/utils/smtp-transport.server";
import { recordAudit, systemActor } from "./audit.server";
import { audienceEmails, audienceSize, excludedAmong } from "./campaign-audience.server";
import type { CampaignAudience } from "./campaign-mails.server";
import { getCampaign } from "./campaign-drafts.server";
import { type SqlExecutor, enqueue, jobsFor } from "./jobs.server";
import { archiveChanged } from "./newsletter-archive.server";

/** How long one sender holds a claimed row: longer than one send may take (SEND_TIMEOUT_MS). */
export const LEASE_MS = 2 * 60_000;

export type CampaignJob = {
  campaignId: number;
  runId: number;
  /** A scheduled start (ISO): the job starts sending if the campaign is still scheduled for it. */
  scheduledFor?: string;
};

export type StartOutcome = "started" | "missing" | "not-draft" | "empty";

async function enqueueRun(tx: SqlExecutor, job: CampaignJob, startAfterSeconds = 0) {
  const boss = await jobsFor();
  await enqueue(
    boss,
    tx,
    "campaign",
    job,
    startAfterSeconds ? { startAfter: startAfterSeconds } : {},
  );
}

/**
 * Freezes the recipient list and starts sending, in one transaction. "empty" (nothing changes)
 * when nobody would receive it.
 */
export async function startSending(
  id: number,
  actor: string,
  /** "start": the schedule's own job, at its time; "send": staff, from a draft. */
  change: Extract<CampaignChange, "send" | "start"> = "send",
): Promise<StartOutcome> {
  const db = getDb();
  // The job runner first: the embedded database has one connection, which the transaction holds.
  await jobsFor();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return "missing";
    if (!campaignMay(change, row.state)) return "not-draft";
    const emails = await audienceEmails(row.audience as CampaignAudience, tx);
    const excluded = await excludedAmong(emails, tx);
    const included = emails.filter((e) => !excluded.has(e));
    if (!included.length) return "empty";
    const domain = messageIdDomain();
    for (let i = 0; i < included.length; i += 1000) {
      await tx
        .insert(campaignRecipients)
        .values(
          included.slice(i, i + 1000).map((email) => ({
            campaignId: id,
            email,
            messageId: `${crypto.randomUUID()}@${domain}`,
          })),
        )
        .onConflictDoNothing();
    }
    const runId = row.runId + 1;
    await tx
      .update(campaigns)
      .set({ state: "sending", runId, sendingStartedAt: new Date(), updatedAt: new Date() })
      .where(eq(campaigns.id, id));
    await enqueueRun(tx as SqlExecutor, { campaignId: id, runId });
    await recordAudit(tx, {
      actor,
      action: "campaign-sending",
      entityType: "campaign",
      entityId: id,
      summary: `Sending started to ${included.length} recipients`,
    });
    return "started";
  });
}

/**
 * Schedules a draft: its start is a job due at `at` (pg-boss keeps it in the database, so a
 * restart does not lose it). The list is frozen when it starts, not now.
 */
/** How far ahead a campaign may be scheduled. */
const SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** A start time staff may choose: in the future, and within the next year. */
export const isSchedulableTime = (at: Date, now = Date.now()) =>
  at.getTime() > now && at.getTime() <= now + SCHEDULE_AHEAD_MS;

export async function scheduleCampaign(
  id: number,
  at: Date,
  actor: string,
): Promise<"scheduled" | "missing" | "not-draft" | "empty"> {
  const audience = (await getCampaign(id))?.audience as CampaignAudience | undefined;
  const size = audience ? await audienceSize(audience) : 0;
  await jobsFor();
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return "missing";
    if (!campaignMay("schedule", row.state)) return "not-draft";
    if (size === 0) return "empty";
    await tx
      .update(campaigns)
      .set({ state: "scheduled", scheduledAt: at, updatedAt: new Date() })
      .where(eq(campaigns.id, id));
    const boss = await jobsFor();
    await enqueue(
      boss,
      tx as SqlExecutor,
      "campaign",
      { campaignId: id, runId: row.runId, scheduledFor: at.toISOString() },
      { startAfter: at },
    );
    await recordAudit(tx, {
      actor,
      action: "campaign-scheduled",
      entityType: "campaign",
      entityId: id,
      summary: `Campaign scheduled for ${at.toISOString()}`,
    });
    return "scheduled";
  });
}

export type ControlAction = "pause" | "resume" | "cancel" | "unschedule";

const DONE_WORDS: Record<ControlAction, string> = {
  pause: "paused",
  resume: "resumed",
  cancel: "cancelled",
  unschedule: "unscheduled",
};

/**
 * Pause, resume or cancel. A cancel skips every pending row no sender holds (a row in the middle
 * of its send is finished by its sender). "refused" when the campaign's state does not allow it.
 */
export async function controlCampaign(
  id: number,
  action: ControlAction,
  actor: string,
): Promise<"done" | "refused" | "missing"> {
  await jobsFor();
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return "missing";
    if (!campaignMay(action, row.state)) return "refused";
    const now = new Date();
    if (action === "unschedule") {
      await tx
        .update(campaigns)
        .set({ state: "draft", scheduledAt: null, updatedAt: now })
        .where(eq(campaigns.id, id));
    } else if (action === "pause") {
      await tx
        .update(campaigns)
        .set({ state: "paused", updatedAt: now })
        .where(eq(campaigns.id, id));
    } else if (action === "resume") {
      const runId = row.runId + 1;
      await tx
        .update(campaigns)
        .set({ state: "sending", runId, updatedAt: now })
        .where(eq(campaigns.id, id));
      await enqueueRun(tx as SqlExecutor, { campaignId: id, runId });
    } else {
      await tx
        .update(campaigns)
        .set({ state: "cancelled", updatedAt: now })
        .where(eq(campaigns.id, id));
      await tx
        .update(campaignRecipients)
        .set({ state: "skipped", lastResponse: "cancelled" })
        .where(
          and(
            eq(campaignRecipients.campaignId, id),
            eq(campaignRecipients.state, "pending"),
            sql`(${campaignRecipients.claimedAt} is null or ${campaignRecipients.claimedAt} < now() - ${`${LEASE_MS} milliseconds`}::interval)`,
          ),
        );
    }
    await recordAudit(tx, {
      actor,
      action: `campaign-${DONE_WORDS[action]}`,
      entityType: "campaign",
      entityId: id,
      summary: `Campaign ${DONE_WORDS[action]}`,
    });
    return "done";
  });
}

/**
 * A sent campaign's failed rows (given up after retries, never accepted) go back to waiting and
 * the campaign sends them again; each is checked against unsubscribes, restrictions and erasures
 * at its turn as before, and keeps its Message-ID. `count`: how many went back.
 */
export async function retryFailed(
  id: number,
  actor: string,
): Promise<{ outcome: "done"; count: number } | { outcome: "refused" | "none" | "missing" }> {
  await jobsFor();
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return { outcome: "missing" as const };
    if (!campaignMay("retry", row.state)) return { outcome: "refused" as const };
    const retried = await tx
      .update(campaignRecipients)
      .set({ state: "pending", attempts: 0, nextAttemptAt: null, claimedAt: null })
      .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.state, "failed")))
      .returning({ id: campaignRecipients.id });
    if (retried.length === 0) return { outcome: "none" as const };
    const runId = row.runId + 1;
    await tx
      .update(campaigns)
      .set({ state: "sending", runId, sentAt: null, updatedAt: new Date() })
      .where(eq(campaigns.id, id));
    await enqueueRun(tx as SqlExecutor, { campaignId: id, runId });
    await archiveChanged(tx);
    await recordAudit(tx, {
      actor,
      action: "campaign-retried",
      entityType: "campaign",
      entityId: id,
      summary: `Campaign sent again to ${retried.length} failed recipients`,
    });
    return { outcome: "done" as const, count: retried.length };
  });
}

/**
 * A scheduled start found more than CAMPAIGN_LATE_HOURS late (the app was down at its time): the
 * campaign goes back to a draft that keeps its missed time, so its page says so and staff decide
 * whether it still goes (decision 076). Nothing is sent.
 */
export async function holdMissed(id: number, scheduledAt: Date) {
  await getDb().transaction(async (tx) => {
    const held = await tx
      .update(campaigns)
      .set({ state: "draft", updatedAt: new Date() })
      .where(and(eq(campaigns.id, id), eq(campaigns.state, "scheduled")))
      .returning({ id: campaigns.id });
    if (!held.length) return;
    await recordAudit(tx, {
      actor: systemActor("campaign schedule"),
      action: "campaign-missed",
      entityType: "campaign",
      entityId: id,
      summary: `Not sent: its time (${scheduledAt.toISOString()}) passed while the app was not running`,
    });
  });
}
