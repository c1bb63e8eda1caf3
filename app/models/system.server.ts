/**
 * The System page's figures and the CRM banner's reasons: the build, the database, each job
 * queue and schedule (read from pg-boss's own tables), mail outcomes, the newest backup and the
 * settings a production site should have. Everything is returned as codes and numbers; the page
 * words them (components/system/texts.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { type SQL, and, count, eq, gte, sql } from "drizzle-orm";
import { dataDir, getDb, getDbHandle, selectRows } from "@db/client.server";
import { mailMessages } from "@db/schema";
import { env } from "~/config/env.server";
import { log } from "~/utils/log.server";
import { version as packageVersion } from "../../package.json";
import { KEEP_SET_ASIDE_DAYS, setAsideDatabases } from "./backups.server";
import {
  type BackupFailure,
  type BackupFile,
  backupDir,
  backupFailureSeq,
  backupFiles,
  copyOutcome,
  lastBackupFailure,
} from "./backup-status.server";
import { allSchedules } from "./job-workers.server";
import { type MailboxState, mailboxSettings, mailboxState } from "./mailbox.server";
import { QUEUES, type QueueName, jobsFor } from "./jobs.server";

const HOUR = 60 * 60 * 1000;
/** On the embedded database, a newest backup older than this needs action. */
export const BACKUP_STALE_HOURS = 36;
/** A schedule whose last this-many runs all failed needs action. */
export const SCHEDULE_FAILURES_IN_A_ROW = 2;
/** How long the banner's reasons are kept in memory before they are read again. */
export const ATTENTION_CACHE_MS = 60_000;

/** When this process started (uptime, and "no backup since start" on the embedded database). */
const PROCESS_STARTED = new Date(Date.now() - process.uptime() * 1000);

const select = <T>(query: SQL): Promise<T[]> => selectRows<T>(getDb(), query);
const dateOf = (value: unknown) => (value == null ? null : new Date(value as string | Date));

export type DatabaseKind = "embedded" | "postgres";

export interface BuildInfo {
  version: string;
  /** The commit, shortened; null when unknown. */
  commit: string | null;
  node: string;
}

let commitRead: string | null | undefined;
/** BUILD_COMMIT, else the checkout's HEAD (a file read, once), else null. */
function buildCommit(): string | null {
  const set = env().BUILD_COMMIT;
  if (set) return set.slice(0, 12);
  if (commitRead !== undefined) return commitRead;
  commitRead = null;
  try {
    const head = fs.readFileSync(path.resolve(".git/HEAD"), "utf8").trim();
    const ref = head.startsWith("ref: ") ? head.slice(5) : null;
    const id = ref ? fs.readFileSync(path.resolve(".git", ref), "utf8").trim() : head;
    if (/^[0-9a-f]{40}$/.test(id)) commitRead = id.slice(0, 12);
  } catch {
    // A worktree's .git is a file, a container has none: the commit stays unknown.
  }
  return commitRead;
}

export function buildInfo(): BuildInfo {
  return { version: packageVersion, commit: buildCommit(), node: process.versions.node };
}

export function databaseKind(): DatabaseKind {
  return getDbHandle().kind === "pglite" ? "embedded" : "postgres";
}

export async function databaseBytes(): Promise<number> {
  const [row] = await select<{ bytes: string | number }>(
    sql`select pg_database_size(current_database()) as bytes`,
  );
  return Number(row.bytes);
}

export interface QueueStatus {
  name: QueueName;
  waiting: number;
  active: number;
  failed: number;
  /** Seconds the oldest waiting job has waited; null when none waits. */
  oldestWaitingSeconds: number | null;
}

/** pg-boss's tables exist once a runner has started on this database. */
async function jobTablesExist(): Promise<boolean> {
  const [row] = await select<{ found: string | null }>(
    sql`select to_regclass('pgboss.job')::text as found`,
  );
  return Boolean(row?.found);
}

/** Each queue's jobs by state, counted from pg-boss's job table (exact, not its cached counts). */
export async function queueStatus(now: Date = new Date()): Promise<QueueStatus[]> {
  const rows = (await jobTablesExist())
    ? await select<{
        name: string;
        waiting: number;
        active: number;
        failed: number;
        oldest: string | Date | null;
      }>(sql`select name,
          count(*) filter (where state in ('created', 'retry'))::int as waiting,
          count(*) filter (where state = 'active')::int as active,
          count(*) filter (where state = 'failed')::int as failed,
          min(created_on) filter (where state in ('created', 'retry')) as oldest
        from pgboss.job group by name`)
    : [];
  const byName = new Map(rows.map((row) => [row.name, row]));
  return (Object.keys(QUEUES) as QueueName[]).map((name) => {
    const row = byName.get(name);
    const oldest = dateOf(row?.oldest);
    return {
      name,
      waiting: Number(row?.waiting ?? 0),
      active: Number(row?.active ?? 0),
      failed: Number(row?.failed ?? 0),
      oldestWaitingSeconds: oldest
        ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
        : null,
    };
  });
}

export type RunResult = "completed" | "failed";

export interface ScheduleStatus {
  name: QueueName;
  cron: string;
  tz: string;
  lastRun: { at: Date; result: RunResult } | null;
  nextRun: Date | null;
  /** The last SCHEDULE_FAILURES_IN_A_ROW runs all failed. */
  failing: boolean;
}

/** The newest finished runs of each scheduled queue, newest first. */
async function recentRuns(): Promise<Map<string, { at: Date; result: RunResult }[]>> {
  const runs = new Map<string, { at: Date; result: RunResult }[]>();
  if (!(await jobTablesExist())) return runs;
  const names = allSchedules().map((s) => s.queue);
  const rows = await select<{ name: string; state: RunResult; at: string | Date }>(
    sql`select name, state, at from (
        select name, state::text as state, completed_on as at,
          row_number() over (partition by name order by completed_on desc) as n
        from pgboss.job
        where name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )}) and state in ('completed', 'failed') and completed_on is not null
      ) runs where n <= ${SCHEDULE_FAILURES_IN_A_ROW} order by name, at desc`,
  );
  for (const row of rows)
    runs.set(row.name, [...(runs.get(row.name) ?? []), { at: dateOf(row.at)!, result: row.state }]);
  return runs;
}

const isFailing = (runs: { result: RunResult }[] = []) =>
  runs.length >= SCHEDULE_FAILURES_IN_A_ROW && runs.every((run) => run.result === "failed");

export async function scheduleStatus(now: Date = new Date()): Promise<ScheduleStatus[]> {
  const runs = await recentRuns();
  const boss = await jobsFor();
  return allSchedules().map((schedule) => {
    const tz = schedule.tz ?? "UTC";
    const [next] = boss.previewSchedule(schedule.cron, { tz, from: now, count: 1 });
    const last = runs.get(schedule.queue)?.[0] ?? null;
    return {
      name: schedule.queue,
      cron: schedule.cron,
      tz,
      lastRun: last,
      nextRun: next ?? null,
      failing: isFailing(runs.get(schedule.queue)),
    };
  });
}

export interface MailOutcomes {
  /** Sent in the 24 hours before `now`. */
  sent24h: number;
  /** Mail jobs whose last attempt failed in the 24 hours before `now` (the job runner's record). */
  failed24h: number;
  /** Every mail that failed for good and is still in the outbox (Retry on the Mail page). */
  failedWaiting: number;
  queued: number;
}

export async function mailOutcomes(now: Date = new Date()): Promise<MailOutcomes> {
  const since = new Date(now.getTime() - 24 * HOUR);
  const db = getDb();
  const [[sent], failed, byStatus] = await Promise.all([
    db
      .select({ n: count() })
      .from(mailMessages)
      .where(and(eq(mailMessages.status, "sent"), gte(mailMessages.sentAt, since))),
    jobTablesExist().then((exist) =>
      exist
        ? select<{ n: number }>(sql`select count(*)::int as n from pgboss.job
            where name = 'mail' and state = 'failed' and completed_on >= ${since.toISOString()}`)
        : [{ n: 0 }],
    ),
    db
      .select({ status: mailMessages.status, n: count() })
      .from(mailMessages)
      .where(sql`${mailMessages.status} in ('failed', 'queued')`)
      .groupBy(mailMessages.status),
  ]);
  const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return {
    sent24h: sent.n,
    failed24h: Number(failed[0]?.n ?? 0),
    failedWaiting: of("failed"),
    queued: of("queued"),
  };
}

/** The outbox's mail by status (queued, sent, failed, cancelled), for /metrics. */
export async function mailCountsByStatus(): Promise<Record<string, number>> {
  const rows = await getDb()
    .select({ status: mailMessages.status, n: count() })
    .from(mailMessages)
    .groupBy(mailMessages.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** A setting a production site should have, missing. */
export type ConfigGap = "smtp" | "dkim" | "public-url" | "suppression-secret" | "backup-command";

export function configGaps(kind: DatabaseKind = databaseKind()): ConfigGap[] {
  const settings = env();
  const gaps: ConfigGap[] = [];
  if (!settings.SMTP_URL) gaps.push("smtp");
  if (!settings.DKIM_DOMAIN) gaps.push("dkim");
  if (!settings.PUBLIC_URL) gaps.push("public-url");
  if (!settings.SUPPRESSION_SECRET) gaps.push("suppression-secret");
  // On PostgreSQL backups are made outside the app (pg_dump, point-in-time recovery).
  if (kind === "embedded" && !settings.BACKUP_COMMAND) gaps.push("backup-command");
  return gaps;
}

/** Why the banner shows: each reason is something an admin should act on. */
export type AttentionReason =
  "backup-failed" | "backup-stale" | "mail-failed" | "schedule-failing" | "mailbox-unread";

/** The shared mailbox is read every minute: unread for longer than this needs a look. */
export const MAILBOX_UNREAD_MINUTES = 15;

/** The shared mailbox's reader (IMAP_URL set), or null when no mailbox is read. */
export async function sharedMailboxStatus(): Promise<MailboxState | null> {
  const url = env().IMAP_URL;
  return url ? mailboxState(mailboxSettings(url).mailbox) : null;
}

/** Not read for MAILBOX_UNREAD_MINUTES, or failing and never read since the server started. */
function mailboxUnread(state: MailboxState | null, now: Date, startedAt: Date): boolean {
  if (!state) return false;
  const since = state.readAt ?? startedAt;
  return now.getTime() - since.getTime() > MAILBOX_UNREAD_MINUTES * 60_000;
}

export interface BackupStatus {
  dir: string;
  latest: BackupFile | null;
  /** Every backup in the folder, newest first, with its kind (scheduled, by hand, pre-migration). */
  files: BackupFile[];
  /** Whether BACKUP_COMMAND copied the newest backup off the machine (its last run for it). */
  copy: "copied" | "failed" | "unknown";
  /** Embedded only: the newest backup (or, without one, this process) is older than 36 hours. */
  stale: boolean;
  /** The last backup failed (and none succeeded since): when and why. */
  failure: BackupFailure | null;
  /** Databases restores moved aside (0700/0600), each with when it is deleted. */
  setAside: { dir: string; at: Date; deletedAfter: Date }[];
}

export async function backupStatus(
  now: Date = new Date(),
  kind: DatabaseKind = databaseKind(),
  startedAt: Date = PROCESS_STARTED,
): Promise<BackupStatus> {
  const dir = backupDir();
  const files = await backupFiles(dir);
  const latest = files[0] ?? null;
  // Without any backup, a server that has run less than 36 hours is given the time to make one.
  const since = latest?.time ?? startedAt;
  const stale = kind === "embedded" && now.getTime() - since.getTime() > BACKUP_STALE_HOURS * HOUR;
  return {
    dir,
    latest,
    files,
    stale,
    copy: latest ? copyOutcome(dir, latest.name) : "unknown",
    failure: kind === "embedded" ? lastBackupFailure(dir) : null,
    setAside:
      kind === "embedded"
        ? setAsideDatabases(dataDir()).map((d) => ({
            ...d,
            deletedAfter: new Date(d.at.getTime() + KEEP_SET_ASIDE_DAYS * 86_400_000),
          }))
        : [],
  };
}

export interface SystemStatus {
  build: BuildInfo;
  database: { kind: DatabaseKind; bytes: number };
  uptimeSeconds: number;
  queues: QueueStatus[];
  schedules: ScheduleStatus[];
  mail: MailOutcomes;
  backup: BackupStatus;
  gaps: ConfigGap[];
  /** The shared mailbox's last read and any outage; null: IMAP_URL is not set. */
  mailbox: MailboxState | null;
  attention: AttentionReason[];
}

function reasonsOf(
  backup: Pick<BackupStatus, "stale" | "failure">,
  failedMail: number,
  failingSchedules: number,
  mailboxIsUnread = false,
): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (mailboxIsUnread) reasons.push("mailbox-unread");
  if (backup.failure) reasons.push("backup-failed");
  if (backup.stale) reasons.push("backup-stale");
  if (failedMail > 0) reasons.push("mail-failed");
  if (failingSchedules > 0) reasons.push("schedule-failing");
  return reasons;
}

/** Everything the System page shows. `startedAt`: tests give a fixed process start. */
export async function systemStatus(
  now: Date = new Date(),
  startedAt: Date = PROCESS_STARTED,
): Promise<SystemStatus> {
  const kind = databaseKind();
  const [bytes, queues, schedules, mail, backup, mailbox] = await Promise.all([
    databaseBytes(),
    queueStatus(now),
    scheduleStatus(now),
    mailOutcomes(now),
    backupStatus(now, kind, startedAt),
    sharedMailboxStatus(),
  ]);
  return {
    build: buildInfo(),
    database: { kind, bytes },
    uptimeSeconds: Math.max(0, Math.round((now.getTime() - startedAt.getTime()) / 1000)),
    queues,
    schedules,
    mail,
    backup,
    gaps: configGaps(kind),
    mailbox,
    attention: reasonsOf(
      backup,
      mail.failedWaiting,
      schedules.filter((s) => s.failing).length,
      mailboxUnread(mailbox, now, startedAt),
    ),
  };
}

/**
 * The banner's reasons, cheaply: one query (failed mail, and each schedule's last runs), one
 * directory read, kept for a minute in this process.
 */
export async function attentionReasons(
  now: Date = new Date(),
  startedAt: Date = PROCESS_STARTED,
): Promise<AttentionReason[]> {
  const kind = databaseKind();
  const [failedMail, runs, backup, mailbox] = await Promise.all([
    getDb()
      .select({ n: count() })
      .from(mailMessages)
      .where(eq(mailMessages.status, "failed"))
      .then(([row]) => row.n),
    recentRuns(),
    backupStatus(now, kind, startedAt),
    sharedMailboxStatus(),
  ]);
  const failing = allSchedules().filter((s) => isFailing(runs.get(s.queue))).length;
  return reasonsOf(backup, failedMail, failing, mailboxUnread(mailbox, now, startedAt));
}

let cache: { at: number; seq: number; reasons: Promise<AttentionReason[]> } | undefined;

/** attentionReasons, read at most once a minute; none when they cannot be read. */
export function cachedAttentionReasons(now: Date = new Date()): Promise<AttentionReason[]> {
  // A backup that fails (or succeeds again) shows at once, not after the cache's minute.
  const seq = backupFailureSeq();
  if (
    !cache ||
    cache.seq !== seq ||
    now.getTime() - cache.at >= ATTENTION_CACHE_MS ||
    now.getTime() < cache.at
  ) {
    const reasons = attentionReasons(now).catch((error: unknown) => {
      log.warn("system: the banner's reasons could not be read", error);
      return [];
    });
    cache = { at: now.getTime(), seq, reasons };
  }
  return cache.reasons;
}

/** Tests: the next banner reads afresh. */
export function forgetAttentionReasons(): void {
  cache = undefined;
}
