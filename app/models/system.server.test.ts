/**
 * The System page's figures and the banner's reasons, on a fixed clock: a schedule that failed
 * twice in a row, mail that failed for good and an old backup (embedded database) each need
 * action; a healthy system needs none. Queue depths and the oldest waiting job come from
 * pg-boss's own table.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailMessages } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { QUEUES } from "./jobs.server";
import { latestBackup } from "./backup-status.server";
import { jobsFor, stopJobs } from "./jobs.server";
import {
  attentionReasons,
  cachedAttentionReasons,
  configGaps,
  forgetAttentionReasons,
  systemStatus,
} from "./system.server";

const testDb = useTestDb();
const NOW = new Date("2026-11-28T12:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 60 * 60 * 1000);
/** A process that started long enough ago to have made a backup by now. */
const STARTED = hoursAgo(100);
const backups = fs.mkdtempSync(path.join(os.tmpdir(), "system-backups-"));

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.BACKUP_DIR = backups;
  await jobsFor(); // creates pg-boss's tables and queues
});

afterAll(async () => {
  delete process.env.BACKUP_DIR;
  await stopJobs(undefined, 1000);
  fs.rmSync(backups, { recursive: true, force: true });
});

beforeEach(async () => {
  await testDb.truncateAll();
  await testDb.db.execute(sql`delete from pgboss.job`);
  for (const name of fs.readdirSync(backups)) fs.rmSync(path.join(backups, name));
  forgetAttentionReasons();
});

function writeBackup(name: string, made: Date, content = "backup") {
  const file = path.join(backups, name);
  fs.writeFileSync(file, content);
  fs.utimesSync(file, made, made);
}

/** A finished run of a scheduled queue, as pg-boss records it. */
async function run(queue: string, state: "completed" | "failed", at: Date) {
  await testDb.db
    .execute(sql`insert into pgboss.job (name, state, created_on, started_on, completed_on)
    values (${queue}, ${state}::pgboss.job_state, ${at.toISOString()}, ${at.toISOString()}, ${at.toISOString()})`);
}

async function failedMail() {
  await testDb.db.insert(mailMessages).values({
    messageId: `${crypto.randomUUID()}@test`,
    template: "staff-notice",
    params: {},
    recipient: "someone@example.com",
    subject: "A notice",
    status: "failed",
    attempts: 15,
    lastError: "connect ECONNREFUSED",
  });
}

const embedded = () => testDb.kind === "pglite";

describe("latestBackup", () => {
  it("is the newest backup file by time, ignoring other, hidden and half-written files; null without one or a folder", async () => {
    expect(await latestBackup(path.join(backups, "missing"))).toBeNull();
    expect(await latestBackup(backups)).toBeNull();
    writeBackup("a.backup", hoursAgo(30), "x".repeat(10));
    writeBackup("b.backup", hoursAgo(2), "x".repeat(20));
    writeBackup("c.tmp", hoursAgo(1));
    writeBackup(".d.backup", hoursAgo(1));
    writeBackup("e.backup.partial", hoursAgo(1));
    expect(await latestBackup(backups)).toEqual({
      name: "b.backup",
      time: hoursAgo(2),
      bytes: 20,
      kind: "manual",
    });
  });
});

describe("needs action", () => {
  it("a healthy system needs none: a recent backup, no failed mail, schedules that succeed", async () => {
    writeBackup("nightly.backup", hoursAgo(10));
    await run("retention", "failed", hoursAgo(48));
    await run("retention", "completed", hoursAgo(24));
    const status = await systemStatus(NOW, STARTED);
    expect(status.attention).toEqual([]);
    expect(await attentionReasons(NOW, STARTED)).toEqual([]);
    const retention = status.schedules.find((s) => s.name === "retention")!;
    expect(retention.lastRun).toEqual({ at: hoursAgo(24), result: "completed" });
    expect(retention.failing).toBe(false);
    // 03:30 UK time (GMT in November) after noon on the 28th: the 29th.
    expect(retention.nextRun).toEqual(new Date("2026-11-29T03:30:00Z"));
    expect(status.backup.latest?.name).toBe("nightly.backup");
    expect(status.uptimeSeconds).toBe(100 * 3600);
    // Whether it went off the machine: BACKUP_COMMAND's last outcome for that file.
    expect(status.backup.copy).toBe("unknown");
    const log = (file: string, ok: boolean) =>
      fs.writeFileSync(
        path.join(backups, "status.json"),
        JSON.stringify({ lastCopy: { at: NOW.toISOString(), file, ok, exitCode: ok ? 0 : 1 } }),
      );
    log(path.join(backups, "nightly.backup"), false);
    expect((await systemStatus(NOW, STARTED)).backup.copy).toBe("failed");
    log(path.join(backups, "nightly.backup"), true);
    expect((await systemStatus(NOW, STARTED)).backup.copy).toBe("copied");
    log(path.join(backups, "older.backup"), true);
    expect((await systemStatus(NOW, STARTED)).backup.copy).toBe("unknown");
  });

  it("a schedule whose last two runs failed", async () => {
    writeBackup("nightly.backup", hoursAgo(10));
    await run("retention", "completed", hoursAgo(72));
    await run("retention", "failed", hoursAgo(48));
    await run("retention", "failed", hoursAgo(24));
    const status = await systemStatus(NOW, STARTED);
    expect(status.attention).toEqual(["schedule-failing"]);
    expect(await attentionReasons(NOW, STARTED)).toEqual(["schedule-failing"]);
    const retention = status.schedules.find((s) => s.name === "retention")!;
    expect(retention).toMatchObject({
      failing: true,
      lastRun: { at: hoursAgo(24), result: "failed" },
    });
    // One failure is not yet a pattern.
    await testDb.db.execute(
      sql`delete from pgboss.job where completed_on = ${hoursAgo(48).toISOString()}`,
    );
    expect(await attentionReasons(NOW, STARTED)).toEqual([]);
  });

  it("mail that failed for good, counted beside the mail sent in the last 24 hours", async () => {
    writeBackup("nightly.backup", hoursAgo(10));
    await failedMail();
    await testDb.db.insert(mailMessages).values([
      {
        messageId: "sent-1@test",
        template: "t",
        params: {},
        recipient: "a@example.com",
        subject: "s",
        status: "sent",
        sentAt: hoursAgo(3),
      },
      {
        messageId: "sent-2@test",
        template: "t",
        params: {},
        recipient: "b@example.com",
        subject: "s",
        status: "sent",
        sentAt: hoursAgo(30),
      },
    ]);
    await run("mail", "failed", hoursAgo(5));
    await run("mail", "failed", hoursAgo(40));
    const status = await systemStatus(NOW, STARTED);
    expect(status.attention).toEqual(["mail-failed"]);
    expect(status.mail).toEqual({ sent24h: 1, failed24h: 1, failedWaiting: 1, queued: 0 });
    expect(await attentionReasons(NOW, STARTED)).toEqual(["mail-failed"]);
  });

  it("on the embedded database, a backup older than 36 hours, or none 36 hours after start", async () => {
    writeBackup("old.backup", hoursAgo(37));
    const expected = embedded() ? ["backup-stale"] : [];
    expect((await systemStatus(NOW, STARTED)).attention).toEqual(expected);
    expect(await attentionReasons(NOW, STARTED)).toEqual(expected);

    fs.rmSync(path.join(backups, "old.backup"));
    expect(await attentionReasons(NOW, STARTED)).toEqual(expected);
    // A server up for less than 36 hours is given the time to make its first.
    expect(await attentionReasons(NOW, hoursAgo(20))).toEqual([]);
  });

  it("every reason at once, in a fixed order; the banner's copy is kept for a minute", async () => {
    writeBackup("old.backup", hoursAgo(50));
    await failedMail();
    await run("staff-digest", "failed", hoursAgo(28));
    await run("staff-digest", "failed", hoursAgo(4));
    const all = [...(embedded() ? ["backup-stale"] : []), "mail-failed", "schedule-failing"];
    expect(await attentionReasons(NOW, STARTED)).toEqual(all);

    // The banner: read once, then the same answer for a minute.
    const first = await cachedAttentionReasons(NOW);
    await testDb.db.delete(mailMessages);
    expect(await cachedAttentionReasons(new Date(NOW.getTime() + 59_000))).toEqual(first);
    const later = await cachedAttentionReasons(new Date(NOW.getTime() + 60_000));
    expect(later).not.toContain("mail-failed");
  });
});

describe("queues", () => {
  it("counts each queue's jobs by state from pg-boss's table, with the oldest waiting job's age", async () => {
    const boss = await jobsFor();
    const first = await boss.send("mail", { mailId: 1 });
    await boss.send("mail", { mailId: 2 });
    await testDb.db.execute(
      sql`update pgboss.job set created_on = ${hoursAgo(2).toISOString()} where id = ${first}`,
    );
    await run("mail", "failed", hoursAgo(1));
    const queues = (await systemStatus(NOW, STARTED)).queues;
    // Every queue the job runner has, in its order, each counted.
    expect(queues.map((q) => q.name)).toEqual(Object.keys(QUEUES));
    expect(queues.map((q) => q.name)).toEqual(
      expect.arrayContaining(["mail", "mail-dead", "retention", "campaign", "backup"]),
    );
    expect(queues[0]).toEqual({
      name: "mail",
      waiting: 2,
      active: 0,
      failed: 1,
      oldestWaitingSeconds: 2 * 3600,
    });
    expect(queues[2]).toMatchObject({ waiting: 0, oldestWaitingSeconds: null });
  });
});

describe("settings to make", () => {
  it("names each missing setting; none when all are set", () => {
    const saved = { ...process.env };
    try {
      for (const name of [
        "SMTP_URL",
        "DKIM_DOMAIN",
        "PUBLIC_URL",
        "SUPPRESSION_SECRET",
        "BACKUP_COMMAND",
      ])
        delete process.env[name];
      expect(configGaps("embedded")).toEqual([
        "smtp",
        "dkim",
        "public-url",
        "suppression-secret",
        "backup-command",
      ]);
      // On PostgreSQL backups are made outside the app.
      expect(configGaps("postgres")).not.toContain("backup-command");
      Object.assign(process.env, {
        SMTP_URL: "smtps://u:p@smtp.example.com:465",
        DKIM_DOMAIN: "example.com",
        DKIM_SELECTOR: "s1",
        DKIM_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----",
        PUBLIC_URL: "https://www.example.com",
        SUPPRESSION_SECRET: "x".repeat(32),
        BACKUP_COMMAND: "rclone copy $BACKUP_FILE remote:backups",
      });
      expect(configGaps("embedded")).toEqual([]);
    } finally {
      process.env = saved;
    }
  });
});
