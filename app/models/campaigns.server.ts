/**
 * Newsletter campaigns: drafts, the frozen recipient list, and sending that never mails a person
 * twice. docs/decisions/057-campaign-sending.md
 *
 * - Starting to send freezes the recipients in the transaction that marks the campaign "sending"
 *   and enqueues its first "campaign" job: one row per person, leaving out anyone unsubscribed,
 *   restricted or erased at that moment.
 * - A job claims one pending row at a time (`FOR UPDATE SKIP LOCKED`, plus a lease in
 *   `claimedAt` held while it talks to the SMTP server), checks the person again, sends with the
 *   row's own Message-ID and marks the row sent only once the server accepted it: a 5xx marks it
 *   bounced at once, anything else is tried again later with backoff. Two senders never hold the
 *   same row; a sender killed mid-send leaves its row to be claimed again after the lease (the
 *   outbox's window: a copy accepted but not yet marked is sent once more, same Message-ID).
 * - A job sends for at most BATCH_MS, spaced by CAMPAIGN_RATE, then enqueues its successor;
 *   unthrottled, it sends in one lane per pooled SMTP connection, each claiming its own rows.
 *   Each send or resume starts a new run (`runId`): a job of an older run stops at its next claim.
 * - The campaign is "sent" only when no recipient row is pending.
 */
import crypto from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import {
  type Campaign,
  type CampaignRecipient,
  campaignRecipients,
  campaigns,
  consentEvents,
  personRestrictions,
  suppressions,
} from "@db/schema";
import { env } from "~/config/env.server";
import { log } from "~/utils/log.server";
import { SMTP_CONNECTIONS, deliver, messageIdDomain } from "~/utils/smtp-transport.server";
import { recordAudit, systemActor } from "./audit.server";
import {
  type CampaignAudience,
  type CampaignContent,
  buildCampaignMail,
  campaignTestMail,
  campaignUnsubscribeUrl,
} from "./campaign-mails.server";
import { type SqlExecutor, enqueue, jobsFor } from "./jobs.server";
import { mailOutbox } from "./mail.server";
import { MAILING_LISTS } from "./mailing-lists.server";
import { archiveChanged } from "./newsletter-archive.server";
import { subjectHash } from "./people.server";

export type { CampaignAudience, CampaignContent };
export type CampaignState = "draft" | "scheduled" | "sending" | "paused" | "sent" | "cancelled";
export type RecipientState = "pending" | "sent" | "failed" | "bounced" | "skipped";

/** How long one sender holds a claimed row: longer than one send may take (SEND_TIMEOUT_MS). */
export const LEASE_MS = 2 * 60_000;
/** One job's share of the work; the next job carries on (pg-boss expires jobs after minutes). */
export const BATCH_MS = 50_000;
/** Tries per recipient on temporary failures (4xx, network), as the outbox's mail retries. */
export const CAMPAIGN_ATTEMPTS = 10;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;

export type CampaignJob = {
  campaignId: number;
  runId: number;
  /** A scheduled start (ISO): the job starts sending if the campaign is still scheduled for it. */
  scheduledFor?: string;
};

// ---- Drafts ----

export async function createCampaign(content: CampaignContent, actor: string): Promise<Campaign> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...content, createdBy: actor })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "campaign-created",
      entityType: "campaign",
      entityId: row.id,
      summary: "Campaign drafted",
    });
    return row;
  });
}

/** Only a draft changes; "not-draft" once sending started (the frozen mail is what went out). */
export async function updateCampaign(
  id: number,
  content: CampaignContent,
  actor: string,
): Promise<"updated" | "not-draft" | "missing"> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return "missing";
    if (row.state !== "draft") return "not-draft";
    await tx
      .update(campaigns)
      .set({ ...content, updatedAt: new Date() })
      .where(eq(campaigns.id, id));
    await recordAudit(tx, {
      actor,
      action: "campaign-edited",
      entityType: "campaign",
      entityId: id,
      summary: "Campaign edited",
    });
    return "updated";
  });
}

export async function getCampaign(id: number, db: Executor = getDb()) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

export type RecipientCounts = Record<RecipientState, number> & { total: number };

const emptyCounts = (): RecipientCounts => ({
  total: 0,
  pending: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
});

export async function recipientCounts(
  campaignId: number,
  db: Executor = getDb(),
): Promise<RecipientCounts> {
  const rows = await db
    .select({ state: campaignRecipients.state, n: count() })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId))
    .groupBy(campaignRecipients.state);
  const counts = emptyCounts();
  for (const { state, n } of rows) {
    counts[state as RecipientState] = Number(n);
    counts.total += Number(n);
  }
  return counts;
}

export type CampaignListRow = Campaign & { counts: RecipientCounts };

/** Every campaign, newest first, with its recipients per state. */
export async function listCampaigns(): Promise<CampaignListRow[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const tallies = await db
    .select({ id: campaignRecipients.campaignId, state: campaignRecipients.state, n: count() })
    .from(campaignRecipients)
    .groupBy(campaignRecipients.campaignId, campaignRecipients.state);
  return rows.map((row) => {
    const counts = emptyCounts();
    for (const t of tallies.filter((t) => t.id === row.id)) {
      counts[t.state as RecipientState] = Number(t.n);
      counts.total += Number(t.n);
    }
    return { ...row, counts };
  });
}

// ---- Who receives it ----

/** The audience's addresses now, before exclusions, each once (normalised). */
async function audienceEmails(audience: CampaignAudience, db: Executor): Promise<string[]> {
  const list = MAILING_LISTS[audience].table;
  const rows = await db
    .select({ email: sql<string>`lower(trim(${list.email}))` })
    .from(list)
    .where(and(eq(list.subscribed, true), isNull(list.bouncedAt)));
  return rows.map((r) => r.email);
}

/** Why a person must not receive the campaign now, or null when they may. */
export type Exclusion = "unsubscribed" | "restricted" | "erased";

async function excludedAmong(emails: string[], db: Executor): Promise<Map<string, Exclusion>> {
  const out = new Map<string, Exclusion>();
  if (!emails.length) return out;
  const restricted = await db.select({ email: personRestrictions.email }).from(personRestrictions);
  const restrictedSet = new Set(restricted.map((r) => r.email));
  const suppressed = new Set(
    (await db.select({ hash: suppressions.emailHash }).from(suppressions)).map((r) => r.hash),
  );
  for (const email of emails) {
    if (suppressed.size && suppressed.has(subjectHash(email))) out.set(email, "erased");
    else if (restrictedSet.has(email)) out.set(email, "restricted");
  }
  return out;
}

/**
 * Right before a recipient's copy goes, in one round trip: their unsubscribe token (the link the
 * mail carries) while they are still subscribed and not bouncing, else why not: unsubscribed (or
 * bouncing), erased, restricted, in that order.
 */
async function standingOf(
  email: string,
  audience: CampaignAudience,
): Promise<{ token: string; excluded: null } | { token: null; excluded: Exclusion }> {
  const s = MAILING_LISTS[audience].table;
  const [row] = await getDb()
    .select({
      token: sql<string | null>`(select ${s.unsubscribeToken} from ${s}
        where lower(trim(${s.email})) = ${email} and ${s.subscribed} and ${s.bouncedAt} is null
        limit 1)`,
      erased: sql<boolean>`exists (select 1 from ${suppressions}
        where ${suppressions.emailHash} = ${subjectHash(email)})`,
      restricted: sql<boolean>`exists (select 1 from ${personRestrictions}
        where ${personRestrictions.email} = ${email})`,
    })
    .from(sql`(select 1) as one`);
  if (!row?.token) return { token: null, excluded: "unsubscribed" };
  if (row.erased) return { token: null, excluded: "erased" };
  if (row.restricted) return { token: null, excluded: "restricted" };
  return { token: row.token, excluded: null };
}

/** How many people the campaign would go to if it were sent now. */
export async function audienceSize(audience: CampaignAudience): Promise<number> {
  const db = getDb();
  const emails = await audienceEmails(audience, db);
  const excluded = await excludedAmong(emails, db);
  return emails.length - excluded.size;
}

// ---- Sending, pausing, resuming, cancelling ----

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
export async function startSending(id: number, actor: string): Promise<StartOutcome> {
  const db = getDb();
  // The job runner first: the embedded database has one connection, which the transaction holds.
  await jobsFor();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return "missing";
    if (row.state !== "draft" && row.state !== "scheduled") return "not-draft";
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
    if (row.state !== "draft") return "not-draft";
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

const ALLOWED_FROM: Record<ControlAction, CampaignState[]> = {
  unschedule: ["scheduled"],
  pause: ["sending"],
  resume: ["paused"],
  cancel: ["draft", "scheduled", "sending", "paused"],
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
    if (!ALLOWED_FROM[action].includes(row.state as CampaignState)) return "refused";
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
    if (row.state !== "sent") return { outcome: "refused" as const };
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

/** Queues the test copy to the staff member who asked (through the outbox; never counted). */
export async function sendTestCopy(id: number, to: string, actor: string): Promise<boolean> {
  const outbox = await mailOutbox();
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
    if (!row) return false;
    await outbox.enqueue(tx, { template: campaignTestMail, params: { id }, to });
    await recordAudit(tx, {
      actor,
      action: "campaign-test-sent",
      entityType: "campaign",
      entityId: id,
      summary: "Test copy sent to its author",
    });
    return true;
  });
}

// ---- The sending job ----

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

/**
 * The subscriber is "Bouncing" on the campaign's list: left out of later campaigns until they
 * sign up (or tick DentalIQ news) again.
 */
async function markBouncing(email: string, reason: string, audience: CampaignAudience) {
  const list = MAILING_LISTS[audience].table;
  await getDb()
    .update(list)
    .set({ bouncedAt: new Date(), bounceReason: reason })
    .where(sql`lower(trim(${list.email})) = ${email}`);
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
          date: campaign.sendingStartedAt ?? new Date(),
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
    const outcome = await startSending(job.campaignId, systemActor("campaign schedule"));
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

/**
 * A scheduled start found more than CAMPAIGN_LATE_HOURS late (the app was down at its time): the
 * campaign goes back to a draft that keeps its missed time, so its page says so and staff decide
 * whether it still goes (decision 076). Nothing is sent.
 */
async function holdMissed(id: number, scheduledAt: Date) {
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

// ---- The report ----

export type RecipientRow = Pick<
  CampaignRecipient,
  "id" | "email" | "state" | "attempts" | "lastResponse" | "sentAt"
>;

export const REPORT_ROWS = 200;

/** The per-recipient log, by address; `query` finds part of an email; `limit` undefined: all. */
export async function listRecipients(
  campaignId: number,
  query = "",
  limit: number | undefined = REPORT_ROWS,
  offset = 0,
): Promise<{ rows: RecipientRow[]; total: number }> {
  const db = getDb();
  const where = and(
    eq(campaignRecipients.campaignId, campaignId),
    query ? sql`strpos(${campaignRecipients.email}, ${query.toLowerCase()}) > 0` : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(campaignRecipients).where(where);
  const base = db
    .select({
      id: campaignRecipients.id,
      email: campaignRecipients.email,
      state: campaignRecipients.state,
      attempts: campaignRecipients.attempts,
      lastResponse: campaignRecipients.lastResponse,
      sentAt: campaignRecipients.sentAt,
    })
    .from(campaignRecipients)
    .where(where)
    .orderBy(campaignRecipients.email, campaignRecipients.id);
  const rows = limit === undefined ? await base : await base.limit(limit).offset(offset);
  return { rows, total: Number(n) };
}

/**
 * How many of the campaign's recipients withdrew their newsletter consent after it started
 * sending (the unsubscribe link, a complaint, or staff recording it): the consent log's
 * withdrawals at or after that moment, one per person. 0 before it started.
 */
export async function unsubscribedAfter(campaignId: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(distinct ${consentEvents.email})` })
    .from(consentEvents)
    .innerJoin(campaignRecipients, eq(campaignRecipients.email, consentEvents.email))
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        eq(consentEvents.purpose, "newsletter"),
        eq(consentEvents.granted, false),
        sql`${consentEvents.at} >= ${campaigns.sendingStartedAt}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** One page of the per-recipient log (REPORT_ROWS a page), for the API. */
export async function listRecipientPage(campaignId: number, query: string, page: number) {
  const { rows, total } = await listRecipients(
    campaignId,
    query,
    REPORT_ROWS,
    (page - 1) * REPORT_ROWS,
  );
  return { recipients: rows, total, page, pageSize: REPORT_ROWS };
}
