/** The System page's words (/crm/system) and the CRM banner that links to it. */
import type { BackUpNowOutcome } from "~/models/backups.server";
import type { BackupKind } from "~/models/backup-status.server";
import type { QueueName } from "~/models/jobs.server";
import type { AttentionReason, ConfigGap, DatabaseKind, RunResult } from "~/models/system.server";
import { listOf, plural } from "~/utils/plural";

/** "45 seconds", "3 minutes", "5 hours", "2 days" (rounded down to the largest whole unit). */
export function duration(seconds: number): string {
  if (seconds < 60) return plural(Math.floor(seconds), "second", "seconds");
  if (seconds < 3600) return plural(Math.floor(seconds / 60), "minute", "minutes");
  if (seconds < 172_800) return plural(Math.floor(seconds / 3600), "hour", "hours");
  return plural(Math.floor(seconds / 86_400), "day", "days");
}

/** "512 KB", "38.2 MB", "1.4 GB". */
export function bytes(n: number): string {
  if (n < 1024 * 1024) return `${Math.max(1, Math.round(n / 1024)).toLocaleString("en-GB")} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}

/** A failed read's code (models/mailbox.server.ts mailboxFailureCode) in words, by kind. */
const MAILBOX_ERRORS: [RegExp, string][] = [
  [
    /^ECONNREFUSED$/,
    "The mail server refused the connection: nothing answers at that address and port",
  ],
  [/^(ENOTFOUND|EAI_AGAIN)$/, "The mail server's name was not found"],
  [
    /^(ETIMEDOUT|ETIMEOUT|CONNECT_TIMEOUT|GREETING_TIMEOUT|UPGRADE_TIMEOUT|EHOSTUNREACH|ENETUNREACH)$/,
    "The mail server did not answer in time",
  ],
  [
    /^(ECONNRESET|EPIPE|NoConnection|EConnectionClosed|ClosedAfterConnect\w*)$/,
    "The mail server closed the connection",
  ],
  [/^AUTHENTICATIONFAILED$/, "The mail server refused the user name or password"],
  // A refusal after the login: opening the mailbox (a wrong name) or reading it.
  [/^(NO|BAD|NotFound)$/, "The mail server refused to open the mailbox or read it"],
  [/CERT|TLS|SSL|SIGNATURE/, "The mail server's certificate could not be trusted"],
];

/** "The mail server refused the connection: … (ECONNREFUSED)": the code kept for the operator. */
export function mailboxErrorInWords(code: string): string {
  const words = MAILBOX_ERRORS.find(([pattern]) => pattern.test(code))?.[1];
  // "error": the failure had no code at all, so there is nothing to add.
  return code === "error"
    ? (words ?? "The mailbox could not be read")
    : `${words ?? "The mailbox could not be read"} (${code})`;
}

/** Why the banner shows, as the end of "Needs attention: …". */
export const ATTENTION_TEXTS: Record<AttentionReason, string> = {
  "backup-failed": "the last backup failed",
  "backup-stale": "no backup in the last 36 hours",
  "mail-failed": "mail that failed for good",
  "schedule-failing": "a scheduled job that failed twice in a row",
  "mailbox-unread": "the shared mailbox not read in the last 15 minutes",
};

/** Each missing setting: what is lost, and the setting to change. */
export const CONFIG_GAP_TEXTS: Record<ConfigGap, { what: string; fix: string }> = {
  smtp: {
    what: "No mail server: every mail is written to a file under DATA_DIR/mail-outbox, not sent.",
    fix: "Set SMTP_URL (smtps://user:password@smtp.example.com:465).",
  },
  dkim: {
    what: "Mail is not DKIM-signed, so more of it lands in spam.",
    fix: "Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY, and publish the public key in DNS.",
  },
  "public-url": {
    what: "The site's public address is not set: links in mail and the sitemap point to localhost.",
    fix: "Set PUBLIC_URL (https://www.example.co.uk).",
  },
  "suppression-secret": {
    what: "Erased people are remembered with a key derived from SESSION_SECRET: a new SESSION_SECRET forgets every erasure.",
    fix: "Set SUPPRESSION_SECRET to 32 or more random characters (openssl rand -hex 32) and never change it.",
  },
  "backup-command": {
    what: "Backups stay on this machine: a lost disk loses them with the database.",
    fix: "Set BACKUP_COMMAND to a command that copies each new backup elsewhere (rclone, rsync, aws s3 cp).",
  },
};

export const SYSTEM_TEXTS = {
  title: "System",
  intro:
    "How the site's machinery is doing: the build, the database, the job queues and schedules, mail, backups and the settings still to make.",
  banner: {
    lead: "Needs attention:",
    reasons: (reasons: readonly AttentionReason[]) =>
      `${listOf(reasons.map((r) => ATTENTION_TEXTS[r]))}.`,
    link: "See what to do",
  },
  attention: {
    title: "Needs attention",
    none: "Nothing needs attention.",
  },
  build: {
    title: "Build and server",
    version: "Version",
    commit: "Commit",
    unknown: "unknown",
    node: "Node.js",
    database: "Database",
    databaseKind: {
      embedded: "Embedded (PGlite, in DATA_DIR)",
      postgres: "PostgreSQL",
    } satisfies Record<DatabaseKind, string>,
    size: "Database size",
    uptime: "Running for",
  },
  queues: {
    title: "Job queues",
    intro:
      "Jobs waiting to run, running now, and failed for good (kept for a while by the job runner).",
    waiting: "Waiting",
    active: "Running",
    failed: "Failed",
    oldest: "Oldest waiting",
    none: "none",
    names: {
      mail: "Mail",
      "mail-dead": "Mail that failed every attempt",
      retention: "Retention (erases data past its period)",
      "staff-digest": "Staff digest",
      "reply-reminders": "Reply reminders",
      campaign: "Newsletter campaigns (sending)",
      "post-publish": "Scheduled blog posts (publishing)",
      "lead-import": "Lead imports",
      mailbox: "Reading the shared mailbox",
      backup: "Backups of the embedded database",
    } satisfies Record<QueueName, string> as Record<string, string>,
  },
  schedules: {
    title: "Schedules",
    lastRun: "Last run",
    result: "Result",
    nextRun: "Next run",
    when: "When",
    never: "Not run yet",
    results: { completed: "Completed", failed: "Failed" } satisfies Record<RunResult, string>,
    failing: "Failed twice in a row: see the server's log for the error.",
    /** The code's schedules in words; any other is shown as its cron expression and zone. */
    cron: {
      "30 3 * * *": "Every day at 03:30 UK time",
      "0 8 * * 1-5": "Monday to Friday at 08:00 UK time",
      "*/15 * * * *": "Every 15 minutes",
      "* * * * *": "Every minute",
    } as Record<string, string>,
    inZone: (tz: string) => ` (${tz})`,
  },
  mail: {
    title: "Mail",
    sent: "Sent in the last 24 hours",
    failed: "Failed for good in the last 24 hours",
    failedWaiting: "Failed for good, waiting for a Retry",
    queued: "Queued now",
    link: "Open the outbox",
  },
  mailbox: {
    title: "Shared mailbox",
    lastRead: "Last read",
    never: "Not read yet",
    failingSince: "Cannot be read since",
    attempts: "Failed attempts in a row",
    error: "Last error",
    nextAttempt: "Next attempt",
    ok: "Read as mail arrives, and every minute.",
  },
  backup: {
    title: "Last backup",
    none: "No backup yet.",
    file: "File",
    made: "Made",
    size: "Size",
    dir: "Folder",
    copied: "Copied off the machine",
    copiedYes: "Yes, by BACKUP_COMMAND",
    copiedPending: "By BACKUP_COMMAND after each backup (no result yet for this one)",
    copiedFailed: "No: BACKUP_COMMAND failed for this backup (the server's log has its answer)",
    copiedNo: "No: BACKUP_COMMAND is not set",
    download: "Download this backup",
    downloadNote:
      "It holds every person's data: keep the copy as safely as the server. You confirm your password or a code first, and the download is recorded. To restore it: npm run restore -- FILE (the deploy guide's backup section).",
    stale: "The newest backup is more than 36 hours old.",
    failed: (when: string) => `The last backup, at ${when}, failed:`,
    kind: "Kind",
    kinds: {
      scheduled: "Scheduled (pruned by BACKUP_KEEP: the newest of each recent day and week)",
      manual: "Made by hand (Back up now or npm run backup): kept 90 days, then pruned",
      "pre-migration": "Before migrations, at start: kept 90 days, then pruned",
    } satisfies Record<BackupKind, string>,
    allTitle: "Backups in the folder",
    setAsideTitle: "Databases kept aside by a restore or an upgrade",
    setAside: (dir: string, deleted: string) =>
      `${dir}: the database that was there before a restore, readable by the server's user only. Deleted by the first backup after ${deleted}; delete it sooner by hand once the restore is right.`,
    postgres:
      "On PostgreSQL the app makes no backups itself: back the database up with pg_dump or point-in-time recovery (continuous WAL archiving) outside the app.",
  },
  backUpNow: {
    title: "Back up now",
    intro:
      "Makes a backup of the whole database at once, kept 90 days like every backup made by hand. You confirm your password or a code first. Staff pages wait a moment while the database is copied; the site's public pages do not.",
    button: "Back up now",
    pending: "Backing up…",
    progress:
      "Backing up: the database is being copied, compressed and checked. This usually takes a few seconds; the result shows here.",
  },
  config: {
    title: "Settings to make",
    none: "Every setting a production site needs is made.",
  },
} as const;

/** "Back up now"'s result in words, as the toast the System page shows after it. */
export function backUpNowToast(result: BackUpNowOutcome): {
  title: string;
  description?: string;
  variant: "success" | "destructive";
} {
  if (result.outcome === "refused")
    return {
      title: "No backup was made.",
      description: BACK_UP_NOW_REFUSAL_TEXTS[result.reason] ?? BACK_UP_NOW_REFUSAL_TEXTS.failed,
      variant: "destructive",
    };
  const seconds = Math.max(1, Math.round(result.totalMs / 1000));
  const parts = [
    `${result.name}, ${bytes(result.bytes)}, made in ${plural(seconds, "second", "seconds")}.`,
  ];
  if (result.removed > 0)
    parts.push(
      `${plural(result.removed, "older scheduled backup", "older scheduled backups")} removed by BACKUP_KEEP.`,
    );
  if (result.copy === "copied") parts.push("Copied off the machine by BACKUP_COMMAND.");
  if (result.copy === "failed")
    parts.push(
      "BACKUP_COMMAND failed to copy it off the machine: the server's log has its answer.",
    );
  return {
    title: result.copy === "failed" ? "Backup made, but not copied off the machine" : "Backup made",
    description: parts.join(" "),
    variant: result.copy === "failed" ? "destructive" : "success",
  };
}

/** Why "Back up now" made nothing, by the refusal's code. */
export const BACK_UP_NOW_REFUSAL_TEXTS: Partial<
  Record<Extract<BackUpNowOutcome, { outcome: "refused" }>["reason"], string>
> & { failed: string } = {
  "not-embedded":
    "This site's database is not the embedded one: back it up with pg_dump or point-in-time recovery outside the app.",
  "folder-not-writable":
    "The backup folder cannot be written: the Last backup section below says which folder and why.",
  failed:
    "The backup failed: the Last backup section below says why, and the server's log has the details.",
};
