/**
 * The "campaign" job: claims one pending row at a time (`FOR UPDATE SKIP LOCKED`, plus a lease in
 * `claimedAt` held while it talks to the SMTP server), checks the person again, sends with the
 * row's own Message-ID and marks the row sent only once the server accepted it: a 5xx marks it
 * bounced at once, anything else is tried again later with backoff. A job sends for at most
 * BATCH_MS, spaced by CAMPAIGN_RATE, then enqueues its successor; unthrottled, it sends in one
 * lane per pooled SMTP connection. A job of an older run (`runId`) stops at its next claim. The
 * campaign is "sent" only when no recipient row is pending. docs/decisions/057-campaign-sending.md
 */
import { and, count, eq, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type CampaignRecipient, campaignRecipients, campaigns } from "@db/schema";
import { env } from "~/config/env.server";
import { log } from "~/utils/log.server";
import { SMTP_CONNECTIONS, deliver } from "~/utils/smtp-transport.server";
import { systemActor } from "./audit.server";
import { markBouncing, standingOf } from "./campaign-audience.server";
import { getCampaign } from "./campaign-drafts.server";
import {
  type CampaignAudience,
  buildCampaignMail,
  campaignUnsubscribeUrl,
} from "./campaign-mails.server";
import { type CampaignJob, LEASE_MS, holdMissed, startSending } from "./campaign-states.server";
import { jobsFor } from "./jobs.server";
import { archiveChanged } from "./newsletter-archive.server";

/** One job's share of the work; the next job carries on (pg-boss expires jobs after minutes). */
export const BATCH_MS = 50_000;
/** Tries per recipient on temporary failures (4xx, network), as the outbox's mail retries. */
export const CAMPAIGN_ATTEMPTS = 10;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;

export interface BatchOptions {
  /** Messages per minute; 0 for no spacing (CAMPAIGN_RATE). */
  rate?: number;
  /** How long this batch may run. */
  batchMs?: number;
  leaseMs?: number;
  /** First retry delay after a temporary failure (doubles each time). */
  retryBaseMs?: number;
}

export interface BatchResult {
  sent: number;
  bounced: number;
  failed: number;
  skipped: number;
  retried: number;
  /** Seconds until the next job should run; null when this run is over. */
  nextInSeconds: number | null;
}

/** Claims one pending row of this run that nobody holds, or nothing. */
async function claim(job: CampaignJob, leaseMs: number): Promise<CampaignRecipient | undefined> {
  const r = campaignRecipients;
  const lease = `${leaseMs} milliseconds`;
  const [row] = await getDb()
    .update(r)
    .set({ claimedAt: sql`now()`, attempts: sql`${r.attempts} + 1` })
    .where(
      eq(
        r.id,
        sql`(select id from ${r}
          where ${r.campaignId} = ${job.campaignId} and ${r.state} = 'pending'
            and (${r.claimedAt} is null or ${r.claimedAt} < now() - ${lease}::interval)
            and (${r.nextAttemptAt} is null or ${r.nextAttemptAt} <= now())
            and exists (select 1 from ${campaigns} c
              where c.id = ${job.campaignId} and c.state = 'sending' and c.run_id = ${job.runId})
          order by ${r.id} limit 1
          for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Final or retried: only a row still pending changes (a cancel may have skipped it meanwhile). */
async function settle(id: number, set: Partial<CampaignRecipient>) {
  await getDb()
    .update(campaignRecipients)
    .set({ claimedAt: null, ...set })
    .where(and(eq(campaignRecipients.id, id), eq(campaignRecipients.state, "pending")));
}

function smtpText(error: unknown): string {
  const e = error as { response?: string; code?: string; message?: string };
  return String(e.response ?? e.message ?? e.code ?? error).slice(0, 300);
}

/** "sent" once no row is pending; true when it did. */
export async function finishIfDone(campaignId: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const done = await tx
      .update(campaigns)
      .set({ state: "sent", sentAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(campaigns.id, campaignId),
          eq(campaigns.state, "sending"),
          sql`not exists (select 1 from ${campaignRecipients} r
          where r.campaign_id = ${campaignId} and r.state = 'pending')`,
        ),
      )
      .returning({ id: campaigns.id });
    // The sent issue joins the public archive: every server's page cache drops the archive.
    if (done.length > 0) await archiveChanged(tx);
    return done.length > 0;
  });
}

/** When pending rows of this run become claimable, in seconds from now; null when none remain. */
async function nextDue(job: CampaignJob, leaseMs: number): Promise<number | null> {
  const [row] = await getDb()
    .select({
      wait: sql<number | null>`extract(epoch from min(greatest(
        coalesce(${campaignRecipients.nextAttemptAt}, now()),
        coalesce(${campaignRecipients.claimedAt} + ${`${leaseMs} milliseconds`}::interval, now())
      )) - now())`,
      n: count(),
    })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(
      and(
        eq(campaignRecipients.campaignId, job.campaignId),
        eq(campaignRecipients.state, "pending"),
        eq(campaigns.state, "sending"),
        eq(campaigns.runId, job.runId),
      ),
    );
  if (!row || Number(row.n) === 0) return null;
  return Math.max(1, Math.ceil(Number(row.wait ?? 0)));
}

/**
 * The "campaign" job's work: sends for at most `batchMs`, one claimed row at a time, and says when
 * the next job should run.
 */
export async function sendCampaignBatch(
  job: CampaignJob,
  options: BatchOptions = {},
): Promise<BatchResult> {
  const rate = options.rate ?? env().CAMPAIGN_RATE;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const retryBaseMs = options.retryBaseMs ?? RETRY_BASE_MS;
  const until = Date.now() + (options.batchMs ?? BATCH_MS);
  const spacing = rate > 0 ? 60_000 / rate : 0;
  const result: BatchResult = {
    sent: 0,
    bounced: 0,
    failed: 0,
    skipped: 0,
    retried: 0,
    nextInSeconds: null,
  };
  const campaign = await getCampaign(job.campaignId);
  if (!campaign) return result;
  const content = { ...campaign, audience: campaign.audience as CampaignAudience };
  const lane = async () => {
    while (Date.now() < until) {
      const started = Date.now();
      const row = await claim(job, leaseMs);
      if (!row) break;
      const { token, excluded } = await standingOf(row.email, content.audience);
      if (excluded) {
        await settle(row.id, { state: "skipped", lastResponse: excluded });
        result.skipped++;
        continue;
      }
      const rendered = buildCampaignMail(content, campaignUnsubscribeUrl(token, campaign.id));
      try {
        const { response } = await deliver({
          messageId: row.messageId,
          // When this copy is handed over, not when sending began (a pause may last overnight).
          date: new Date(),
          to: row.email,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: rendered.headers,
        });
        await settle(row.id, {
          state: "sent",
          sentAt: new Date(),
          lastResponse: response.slice(0, 300),
        });
        result.sent++;
      } catch (error) {
        const code = Number((error as { responseCode?: number }).responseCode ?? 0);
        const answer = smtpText(error);
        if (code >= 500) {
          await settle(row.id, { state: "bounced", lastResponse: answer });
          await markBouncing(row.email, answer, content.audience);
          result.bounced++;
        } else if (row.attempts >= CAMPAIGN_ATTEMPTS) {
          await settle(row.id, { state: "failed", lastResponse: answer });
          result.failed++;
        } else {
          const delay = Math.min(RETRY_MAX_MS, retryBaseMs * 2 ** (row.attempts - 1));
          await settle(row.id, {
            lastResponse: answer,
            nextAttemptAt: new Date(Date.now() + delay),
          });
          result.retried++;
        }
      }
      const wait = spacing - (Date.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, Math.min(wait, until - Date.now())));
    }
  };
  // Unthrottled, one lane per pooled SMTP connection: the time a mail waits for the server's
  // answer is then spent sending others. Each lane claims its own row (FOR UPDATE SKIP LOCKED).
  await Promise.all(Array.from({ length: spacing > 0 ? 1 : SMTP_CONNECTIONS }, lane));
  if (await finishIfDone(job.campaignId)) {
    log.info(`campaign #${job.campaignId}: sent`);
    return result;
  }
  result.nextInSeconds = await nextDue(job, leaseMs);
  return result;
}

/** The job handler: one batch, then the next job of the same run when rows remain. */
export async function runCampaignJob(
  job: CampaignJob,
  options: BatchOptions & { lateHours?: number } = {},
) {
  if (job.scheduledFor) {
    // Unscheduled, rescheduled or cancelled since: this job's time is no longer the campaign's.
    const row = await getCampaign(job.campaignId);
    if (row?.state !== "scheduled" || row.scheduledAt?.toISOString() !== job.scheduledFor)
      return null;
    const lateHours = options.lateHours ?? env().CAMPAIGN_LATE_HOURS;
    const due = new Date(job.scheduledFor);
    if (Date.now() - due.getTime() > lateHours * 60 * 60 * 1000) {
      await holdMissed(job.campaignId, due);
      log.warn(`campaign #${job.campaignId}: its scheduled time passed while the app was down`);
      return "missed" as const;
    }
    const outcome = await startSending(job.campaignId, systemActor("campaign schedule"), "start");
    log.info(`campaign #${job.campaignId}: scheduled start ${outcome}`);
    return outcome;
  }
  const result = await sendCampaignBatch(job, options);
  if (result.nextInSeconds !== null) {
    const boss = await jobsFor();
    await boss.send("campaign", job, { startAfter: result.nextInSeconds });
  }
  log.info(
    `campaign #${job.campaignId}: ${result.sent} sent, ${result.bounced} bounced, ${result.skipped} skipped, ${result.retried} to retry`,
  );
  return result;
}
