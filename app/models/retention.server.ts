/**
 * Retention that runs by itself: unconverted contact submissions and DentalIQ registrations, and
 * closed-lost leads with no activity, older than RETENTION_MONTHS are erased as a person's records
 * are (deleted, their audit rows redacted; no suppression: nobody asked). Expired rate-limit rows
 * (client addresses) and sessions are pruned, the sign-in history after 12 months, and campaign
 * recipient rows lose their address after 24; shared-mailbox messages no lead took are deleted
 * after RETENTION_MONTHS (a lead's messages go with the lead); finished days' visitor hashes are counted and
 * deleted, and visit counts older than 25 months summed (visits.server.ts). Each real run logs
 * counts only.
 *
 * Run daily by the job runner's "retention" schedule (job-workers.server.ts: one job a day
 * whatever the number of instances), or by hand with `npm run retention`.
 *
 * One run at a time even so: the work runs in one transaction holding a PostgreSQL advisory lock
 * (pg_try_advisory_xact_lock); an instance that cannot take it skips the run. PGlite is a single
 * process, where an in-process flag does the same. docs/decisions/011-gdpr-suppression-and-retention.md
 */
import { and, desc, eq, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { type Db, getDb, selectRows } from "@db/client.server";
import {
  type RetentionCounts,
  type RetentionRun,
  activities,
  campaignRecipients,
  contactSubmissions,
  dentalRegistrations,
  leads,
  mailMessages,
  newsletterSubscriptions,
  rateLimits,
  retentionRuns,
  sessions,
  signInEvents,
} from "@db/schema";
import { eraseRecords } from "./people.server";
import { pruneUnmatchedMessages } from "./person-messages.server";
import { signInsPastRetention } from "./sign-in-history.server";
import { rollUpVisits } from "./visits.server";

/** The advisory lock's key: any constant the app uses for nothing else ("DDS-RETN"). */
export const RETENTION_LOCK_KEY = 0x4444_5352;

export type RetentionOutcome =
  | { status: "ran" | "dry-run"; months: number; cutoff: Date; counts: RetentionCounts }
  | { status: "skipped"; reason: string };

export interface RetentionOptions {
  /** RETENTION_MONTHS (config/retention.server.ts): the caller passes it, models read no settings. */
  months: number;
  dryRun?: boolean;
  now?: Date;
  db?: Db;
  /** Tests: runs while the lock is held, to prove a second instance skips. */
  whileLocked?: () => Promise<void>;
}

/** Days the outbox keeps a finished mail (sent, failed or cancelled): its recipient and subject. */
export const MAIL_KEEP_DAYS = 30;

/** `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Finished outbox rows older than MAIL_KEEP_DAYS (a queued one is never pruned). */
const finishedMail = (now: Date) =>
  and(
    inArray(mailMessages.status, ["sent", "failed", "cancelled"]),
    lt(mailMessages.createdAt, new Date(now.getTime() - MAIL_KEEP_DAYS * 24 * 60 * 60 * 1000)),
  );

/** Days a newsletter sign-up may stay unconfirmed before it is deleted. */
export const PENDING_KEEP_DAYS = 30;

/** Sign-ups never confirmed, whose last confirmation mail is older than PENDING_KEEP_DAYS. */
const stalePending = (now: Date) => {
  const t = newsletterSubscriptions;
  const cutoff = new Date(now.getTime() - PENDING_KEEP_DAYS * 24 * 60 * 60 * 1000);
  return and(
    eq(t.subscribed, false),
    isNull(t.unsubscribedAt),
    sql`coalesce(${t.confirmSentAt}, ${t.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
  );
};

/** Months a campaign's per-recipient log keeps the address (the privacy policy says so). */
export const CAMPAIGN_RECIPIENT_KEEP_MONTHS = 24;

/**
 * Recipient rows older than CAMPAIGN_RECIPIENT_KEEP_MONTHS that still name someone. They lose the
 * address as an erasure's do (people.server.ts), so each campaign's counts stay as they were.
 */
const oldRecipients = (now: Date) =>
  and(
    lt(campaignRecipients.createdAt, retentionCutoff(now, CAMPAIGN_RECIPIENT_KEEP_MONTHS)),
    sql`${campaignRecipients.email} not like 'erased-%'`,
  );

const running = new WeakSet<object>();

export async function runRetention(options: RetentionOptions): Promise<RetentionOutcome> {
  const db = options.db ?? getDb();
  const now = options.now ?? new Date();
  const { months } = options;
  const cutoff = retentionCutoff(now, months);
  if (running.has(db)) return { status: "skipped", reason: "a run is already under way" };
  running.add(db);
  try {
    return await db.transaction(async (tx) => {
      const [{ locked }] = await selectRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`,
      );
      if (!locked) return { status: "skipped", reason: "another instance holds the lock" };
      await options.whileLocked?.();

      const staleLeadIds = (
        await tx
          .select({ id: leads.id })
          .from(leads)
          .where(
            and(
              eq(leads.status, "closed-lost"),
              lt(leads.updatedAt, cutoff),
              notExists(
                tx
                  .select({ id: activities.id })
                  .from(activities)
                  .where(eq(activities.leadId, leads.id)),
              ),
            ),
          )
      ).map((r) => r.id);
      // Unconverted items past the period, and the converted ones of the leads that go.
      const itemFilter = <T extends typeof contactSubmissions | typeof dentalRegistrations>(t: T) =>
        or(
          and(eq(t.processed, false), lt(t.createdAt, cutoff)),
          staleLeadIds.length ? inArray(t.leadId, staleLeadIds) : undefined,
        );
      const contactIds = (
        await tx
          .select({ id: contactSubmissions.id })
          .from(contactSubmissions)
          .where(itemFilter(contactSubmissions))
      ).map((r) => r.id);
      const registrationIds = (
        await tx
          .select({ id: dentalRegistrations.id })
          .from(dentalRegistrations)
          .where(itemFilter(dentalRegistrations))
      ).map((r) => r.id);
      const ids = {
        leadIds: staleLeadIds,
        activityIds: [] as number[],
        contactIds,
        registrationIds,
        subscriptionIds: [] as number[],
      };

      if (options.dryRun) {
        const [expiredLimits, expiredSessions, oldSignIns, oldMail, pending, recipients] =
          await Promise.all([
            tx.select({ key: rateLimits.key }).from(rateLimits).where(lt(rateLimits.resetAt, now)),
            tx.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, now)),
            tx.select({ id: signInEvents.id }).from(signInEvents).where(signInsPastRetention(now)),
            tx.select({ id: mailMessages.id }).from(mailMessages).where(finishedMail(now)),
            tx
              .select({ id: newsletterSubscriptions.id })
              .from(newsletterSubscriptions)
              .where(stalePending(now)),
            tx
              .select({ id: campaignRecipients.id })
              .from(campaignRecipients)
              .where(oldRecipients(now)),
          ]);
        return {
          status: "dry-run" as const,
          months,
          cutoff,
          counts: {
            leads: staleLeadIds.length,
            contactSubmissions: contactIds.length,
            dentalRegistrations: registrationIds.length,
            activities: 0,
            rateLimits: expiredLimits.length,
            sessions: expiredSessions.length,
            signIns: oldSignIns.length,
            mailMessages: oldMail.length,
            pendingSubscriptions: pending.length,
            campaignRecipients: recipients.length,
            unmatchedMessages: await pruneUnmatchedMessages(tx, cutoff, true),
          },
        };
      }

      const erased = await eraseRecords(tx, ids, null);
      const prunedLimits = await tx
        .delete(rateLimits)
        .where(lt(rateLimits.resetAt, now))
        .returning({ key: rateLimits.key });
      const prunedSessions = await tx
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.id });
      const prunedSignIns = await tx
        .delete(signInEvents)
        .where(signInsPastRetention(now))
        .returning({ id: signInEvents.id });
      const prunedMail = await tx
        .delete(mailMessages)
        .where(finishedMail(now))
        .returning({ id: mailMessages.id });
      const prunedPending = await tx
        .delete(newsletterSubscriptions)
        .where(stalePending(now))
        .returning({ id: newsletterSubscriptions.id });
      const prunedRecipients = await tx
        .update(campaignRecipients)
        .set({
          email: sql`'erased-' || ${campaignRecipients.id}`,
          lastResponse: null,
          // A row still waiting (a campaign paused that long) is never sent to the placeholder.
          state: sql`case when ${campaignRecipients.state} = 'pending' then 'skipped' else ${campaignRecipients.state} end`,
        })
        .where(oldRecipients(now))
        .returning({ id: campaignRecipients.id });
      const counts: RetentionCounts = {
        leads: erased.leads,
        contactSubmissions: erased.contactSubmissions,
        dentalRegistrations: erased.dentalRegistrations,
        activities: erased.activities,
        rateLimits: prunedLimits.length,
        sessions: prunedSessions.length,
        signIns: prunedSignIns.length,
        mailMessages: prunedMail.length,
        pendingSubscriptions: prunedPending.length,
        campaignRecipients: prunedRecipients.length,
        unmatchedMessages: await pruneUnmatchedMessages(tx, cutoff, false),
      };
      await rollUpVisits(tx, now);
      await tx.insert(retentionRuns).values({ at: now, months, counts });
      return { status: "ran" as const, months, cutoff, counts };
    });
  } finally {
    running.delete(db);
  }
}

export function listRetentionRuns(limit = 30): Promise<RetentionRun[]> {
  return getDb()
    .select()
    .from(retentionRuns)
    .orderBy(desc(retentionRuns.at), desc(retentionRuns.id))
    .limit(limit);
}
