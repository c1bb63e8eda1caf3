/**
 * What the job runner works and when: each queue's handler and each schedule. The server and
 * `npm run worker` start the runner with these (jobs.server.ts `startJobs`).
 */
import type { PgBoss } from "pg-boss";
import { type DbHandle, getDbHandle } from "@db/client.server";
import { env } from "~/config/env.server";
import { log } from "~/utils/log.server";
import { SMTP_CONNECTIONS } from "~/utils/smtp-transport.server";
import { runBackup } from "./backups.server";
import { type JobsOptions, type Schedule, type Worker, startJobs } from "./jobs.server";
import { type CampaignJob, runCampaignJob } from "./campaigns.server";
import { runLeadImport } from "./lead-import.server";
import { type PostPublishJob, publishDue } from "./posts.server";
import { type MailJob, deliverMail } from "./mail.server";
import { sendDailyDigests, sendReplyReminders } from "./reminders.server";
import { runRetention } from "./retention.server";
import {
  mailboxFailureCode,
  mailboxSettings,
  mailboxState,
  recordMailboxFailure,
  syncMailbox,
} from "./mailbox.server";

export interface WorkerSettings {
  /** RETENTION_MONTHS (the caller reads the setting). */
  retentionMonths: () => number;
  /** The time the reminder jobs work from (tests: the job runner's test clock). */
  now?: () => Date;
}

export function workers(settings: WorkerSettings): Worker[] {
  return [
    {
      queue: "mail",
      // One mail at a time per pooled SMTP connection.
      concurrency: SMTP_CONNECTIONS,
      handler: (job) =>
        deliverMail(job.data as unknown as MailJob, {
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        }),
    },
    {
      queue: "campaign",
      handler: (job) => runCampaignJob(job.data as unknown as CampaignJob),
    },
    {
      queue: "post-publish",
      handler: (job) => publishDue(job.data as unknown as PostPublishJob),
    },
    {
      queue: "retention",
      handler: async () => {
        const outcome = await runRetention({ months: settings.retentionMonths() });
        if (outcome.status === "skipped") log.info(`retention: skipped (${outcome.reason})`);
        else log.info(`retention: ${JSON.stringify(outcome.counts)} (${outcome.months} months)`);
        return outcome.status;
      },
    },
    {
      queue: "backup",
      handler: async () => {
        const handle = getDbHandle();
        if (!handle.dataDir) return "skipped: not the embedded database";
        const result = await runBackup(handle, undefined, "scheduled");
        return { file: result.file, bytes: result.header.bytes, copied: result.copy?.ok };
      },
    },
    {
      queue: "staff-digest",
      handler: async () => {
        const run = await sendDailyDigests(settings.now?.());
        log.info(
          `reminders: digest ${run.status}, ${run.queued} queued, ${run.empty} with nothing to say`,
        );
        return run;
      },
    },
    {
      queue: "reply-reminders",
      handler: async () => {
        const run = await sendReplyReminders(settings.now?.());
        if (run.reminded)
          log.info(`reminders: ${run.reminded} waiting for a reply, ${run.mails} mails`);
        return run;
      },
    },
    {
      queue: "mailbox",
      handler: async () => {
        const url = env().IMAP_URL;
        if (!url) return "skipped: no IMAP_URL";
        const settings = mailboxSettings(url);
        // During an outage the attempts thin out (1, 2, 4… 30 minutes apart).
        const state = await mailboxState(settings.mailbox);
        if (state.nextAttemptAt && state.nextAttemptAt > new Date())
          return "skipped: waiting after a failure";
        try {
          const read = await syncMailbox(settings);
          if (read.read)
            log.info(
              `mailbox: ${read.read} read, ${read.matched} matched, ${read.unmatched} unmatched, ${read.suppressed} from erased people`,
            );
          return read;
        } catch (error) {
          const code = mailboxFailureCode(error);
          await recordMailboxFailure(settings.mailbox, code);
          log.warn(`mailbox: not read (${code})`);
          throw new Error(`mailbox not read (${code})`);
        }
      },
    },
    {
      queue: "lead-import",
      handler: async (job) => {
        const state = await runLeadImport(Number(job.data.importId));
        log.info(`lead import #${String(job.data.importId)}: ${state ?? "unknown"}`);
        return state;
      },
    },
  ];
}

/**
 * Daily retention at 03:30 UK time, when nobody is using the CRM; the staff digest at 08:00 UK
 * time, Monday to Friday; the check for enquiries waiting 20 hours every quarter of an hour (so a
 * reminder goes 20 h to 20 h 15 min after arrival).
 */
export const SCHEDULES: Schedule[] = [
  { queue: "retention", cron: "30 3 * * *", tz: "Europe/London" },
  { queue: "staff-digest", cron: "0 8 * * 1-5", tz: "Europe/London" },
  { queue: "reply-reminders", cron: "*/15 * * * *", tz: "Europe/London" },
];

/** The nightly backup (BACKUP_SCHEDULE, UK time): the embedded database only. */
export function backupSchedules(handle: DbHandle): Schedule[] {
  return handle.dataDir
    ? [{ queue: "backup", cron: env().BACKUP_SCHEDULE, tz: "Europe/London" }]
    : [];
}

/** The shared mailbox, every minute, when IMAP_URL is set (decision 096). */
export function mailboxSchedules(): Schedule[] {
  return env().IMAP_URL ? [{ queue: "mailbox", cron: "* * * * *", tz: "Europe/London" }] : [];
}

/** Every schedule this database runs: the fixed ones, the nightly backup and the mailbox where they apply. */
export const allSchedules = (handle: DbHandle = getDbHandle()): Schedule[] => [
  ...SCHEDULES,
  ...backupSchedules(handle),
  ...mailboxSchedules(),
];

/** The runner with every worker and schedule (the server; `npm run worker`). */
export function startWorkers(
  settings: WorkerSettings,
  options: Omit<JobsOptions, "workers" | "schedules"> = {},
): Promise<PgBoss> {
  const schedules = allSchedules(options.handle ?? getDbHandle());
  return startJobs({ ...options, workers: workers(settings), schedules });
}
