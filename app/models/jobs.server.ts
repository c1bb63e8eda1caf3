/**
 * The one job runner: pg-boss 12 on the app's own database (the embedded PGlite through
 * `fromPglite`, sharing its one connection; PostgreSQL through a small pool of pg-boss's own).
 * Its tables live in the `pgboss` schema, which pg-boss creates and migrates itself on start.
 *
 * - A job caused by a write is enqueued in the write's transaction (`enqueue(tx, …)`, pg-boss's
 *   drizzle adapter): the row and its job commit together or not at all.
 * - The server starts the runner with its workers and schedules (`startJobs`); `npm run worker`
 *   does the same without the web server; a process that only enqueues (a test, a CLI) gets a
 *   runner that works nothing (`jobsFor`), started on first use.
 * - Schedules are pg-boss's: one job per period whatever the number of instances.
 * - Stopping (SIGTERM): no more fetching, running jobs get STOP_TIMEOUT_MS to finish, the rest
 *   are failed back to their queue and retried by the next worker. docs/decisions/014-jobs-on-pg-boss.md
 */
import { sql } from "drizzle-orm";
import {
  type ConstructorOptions,
  type JobWithMetadata,
  PgBoss,
  type Queue,
  type SendOptions,
  fromDrizzle,
  fromPglite,
} from "pg-boss";
import { type Db, type DbHandle, getDbHandle } from "@db/client.server";
import { log } from "~/utils/log.server";

/** Exponential backoff for mail: first retry after ~30 s, then doubling up to 6 h apart; the
 * 14 retries span at least 32 hours (mailRetryWindowSeconds), so a mail server down for a whole
 * day still gets every message. */
export const MAIL_RETRY = {
  retryLimit: 14,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 6 * 60 * 60,
} as const;

/** Every queue, with its retry and expiry policy (pg-boss keeps them in its `queue` table). */
export const QUEUES = {
  /** One job per outgoing mail (models/mail.server.ts). */
  mail: {
    ...MAIL_RETRY,
    // A worker that dies mid-send stops beating: its job is retried within about a minute
    // instead of after the 15-minute expiry.
    heartbeatSeconds: 15,
    expireInSeconds: 5 * 60,
    deadLetter: "mail-dead",
    // Finished jobs are only pg-boss's bookkeeping: the outbox row is the record.
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  },
  /** Mail that failed every attempt: kept for staff to see (the outbox row says "failed"). */
  "mail-dead": { retentionSeconds: 30 * 24 * 60 * 60 },
  /** A campaign's sending, one batch per job (models/campaigns.server.ts); a retry carries on. */
  campaign: {
    retryLimit: 20,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 30 * 60,
    // A scheduled start waits as a job until its time: up to a year (the form's limit).
    retentionSeconds: 400 * 24 * 60 * 60,
    heartbeatSeconds: 15,
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  },
  /** A scheduled post's publishing, due at its time (models/posts.server.ts); up to a year ahead. */
  "post-publish": {
    retryLimit: 5,
    retryDelay: 30,
    retentionSeconds: 400 * 24 * 60 * 60,
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  },
  /** The daily retention run (models/retention.server.ts). */
  retention: { retryLimit: 3, retryDelay: 10 * 60, expireInSeconds: 30 * 60 },
  /** The weekday digest to each staff member (models/reminders.server.ts); a retry sends no second one. */
  "staff-digest": { retryLimit: 3, retryDelay: 5 * 60, expireInSeconds: 10 * 60 },
  /** The nightly backup of the embedded database (models/backups.server.ts); one retry. */
  backup: { retryLimit: 1, retryDelay: 15 * 60, expireInSeconds: 60 * 60 },
  /** The check for enquiries waiting 20 hours, every 15 minutes; the next run is the retry. */
  "reply-reminders": {
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  /** The shared mailbox read every minute (models/mailbox.server.ts); the next run is the retry. */
  mailbox: { retryLimit: 0, expireInSeconds: 5 * 60, deleteAfterSeconds: 24 * 60 * 60 },
  /** One job per lead import (models/lead-import.server.ts); a retry resumes after the last batch. */
  "lead-import": { retryLimit: 2, retryDelay: 30, expireInSeconds: 60 * 60 },
} satisfies Record<string, Omit<Queue, "name">>;

export type QueueName = keyof typeof QUEUES;

/** How long a stopping runner lets running jobs finish before failing them back to the queue. */
export const STOP_TIMEOUT_MS = 20_000;

export type JobHandler = (job: JobWithMetadata<Record<string, unknown>>) => Promise<unknown>;

export interface Worker {
  queue: QueueName;
  handler: JobHandler;
  /** Jobs this process works at once (pg-boss localConcurrency). */
  concurrency?: number;
}

export interface Schedule {
  queue: QueueName;
  /** Cron expression, in `tz`. */
  cron: string;
  tz?: string;
}

export interface JobsOptions {
  handle?: DbHandle;
  workers?: Worker[];
  schedules?: Schedule[];
  /** Tests: shorter retry delays, faster supervision, a test clock. */
  queueOverrides?: Partial<Record<QueueName, Partial<Omit<Queue, "name">>>>;
  boss?: Partial<ConstructorOptions>;
  /** Seconds between polls when idle (default 2). */
  pollingIntervalSeconds?: number;
}

interface Runner {
  boss: PgBoss;
  working: boolean;
}

const runners = new WeakMap<DbHandle, Promise<Runner>>();

function connection(handle: DbHandle): ConstructorOptions {
  if (handle.pglite) return { db: fromPglite(handle.pglite), backend: "pglite" };
  if (handle.url) return { connectionString: handle.url, max: 3, application_name: "dds-jobs" };
  throw new Error("jobs: the database handle has neither PGlite nor a PostgreSQL URL");
}

async function createRunner(handle: DbHandle, options: JobsOptions, working: boolean) {
  const started = Date.now();
  const boss = new PgBoss({
    ...connection(handle),
    // A process that only enqueues leaves maintenance and schedules to the workers.
    supervise: working,
    schedule: working,
    registerInstance: working,
    ...options.boss,
  });
  boss.on("error", (error) => log.error("jobs: runner error", error));
  await boss.start();
  for (const [name, queueOptions] of Object.entries(QUEUES)) {
    const wanted = { ...queueOptions, ...options.queueOverrides?.[name as QueueName] };
    // createQueue leaves an existing queue as it is: updateQueue applies a changed policy.
    const deadLetter = "deadLetter" in wanted ? wanted.deadLetter : undefined;
    if (deadLetter && !(await boss.getQueue(deadLetter)))
      await boss.createQueue(deadLetter, QUEUES[deadLetter as QueueName]);
    if (await boss.getQueue(name)) await boss.updateQueue(name, wanted);
    else await boss.createQueue(name, wanted);
  }
  if (working) {
    for (const worker of options.workers ?? []) {
      await boss.work(
        worker.queue,
        {
          includeMetadata: true,
          batchSize: 1,
          localConcurrency: worker.concurrency ?? 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async ([job]) => worker.handler(job as JobWithMetadata<Record<string, unknown>>),
      );
    }
    const scheduled = new Set(options.schedules?.map((s) => s.queue));
    // A schedule removed from the code stops everywhere.
    for (const existing of await boss.getSchedules())
      if (!scheduled.has(existing.name as QueueName)) await boss.unschedule(existing.name);
    for (const schedule of options.schedules ?? [])
      await boss.schedule(schedule.queue, schedule.cron, null, { tz: schedule.tz ?? "UTC" });
  }
  log.info(
    `jobs: runner started in ${Date.now() - started} ms (${working ? "working" : "enqueue only"})`,
  );
  return { boss, working };
}

function open(handle: DbHandle, options: JobsOptions, working: boolean): Promise<Runner> {
  const runner = createRunner(handle, options, working);
  runners.set(handle, runner);
  handle.beforeClose(() => stopRunner(handle));
  runner.catch(() => runners.delete(handle));
  return runner;
}

/** Starts the runner with workers and schedules (the server, `npm run worker`). */
export async function startJobs(options: JobsOptions = {}): Promise<PgBoss> {
  const handle = options.handle ?? getDbHandle();
  if (runners.has(handle)) throw new Error("jobs: the runner is already started");
  return (await open(handle, options, true)).boss;
}

/** The runner of this database, started to enqueue only when nothing started it. */
export async function jobsFor(handle: DbHandle = getDbHandle()): Promise<PgBoss> {
  return (await (runners.get(handle) ?? open(handle, {}, false))).boss;
}

async function stopRunner(handle: DbHandle, timeout = STOP_TIMEOUT_MS): Promise<void> {
  const runner = runners.get(handle);
  if (!runner) return;
  runners.delete(handle);
  const { boss } = await runner.catch(() => ({ boss: undefined }));
  // close: false — the database belongs to its handle (PGlite) or is pg-boss's own pool.
  await boss?.stop({ graceful: true, timeout, close: !handle.pglite });
}

/** Graceful stop (SIGTERM): see the module comment. */
export function stopJobs(handle: DbHandle = getDbHandle(), timeout?: number): Promise<void> {
  return stopRunner(handle, timeout);
}

/** A drizzle transaction (or the database). */
export type SqlExecutor = Pick<Db, "execute">;

/**
 * Enqueues a job inside `tx`: it exists once the transaction commits, and never if it rolls back.
 * Get `boss` with `jobsFor()` BEFORE opening the transaction (the embedded database has one
 * connection, which the transaction holds).
 */
export async function enqueue(
  boss: PgBoss,
  tx: SqlExecutor,
  queue: QueueName,
  data: Record<string, unknown>,
  options: Omit<SendOptions, "db"> = {},
): Promise<string> {
  const id = await boss.send(queue, data, {
    ...options,
    db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql),
  });
  if (!id) throw new Error(`jobs: ${queue} job not created`);
  return id;
}

/**
 * The shortest time the mail retries span, in seconds (pg-boss's backoff with no jitter:
 * retryDelay · 2^(n−1) before retry n, at most retryDelayMax).
 */
export function mailRetryWindowSeconds(retry: typeof MAIL_RETRY = MAIL_RETRY): number {
  let total = 0;
  for (let n = 1; n <= retry.retryLimit; n++)
    total += Math.min(retry.retryDelayMax, (retry.retryDelay * 2 ** Math.min(16, n)) / 2);
  return total;
}
