/**
 * 50 enquiries while the mail server refuses, then a worker killed (SIGKILL) while delivering
 * once it accepts again, and started again: every notification arrives,
 * and any arrives twice only inside the documented window (the SMTP server had accepted it and
 * the sent mark had not committed: at most one duplicate per mail in flight at the kill, with the
 * same Message-ID). The kill lands at the worst moment: right after the server's 250.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type DbHandle, getDbHandle, openDb, setDbHandle } from "@db/client.server";
import { mailMessages } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { startTestSmtp } from "../../tests/helpers/smtp";
import { SMTP_CONNECTIONS } from "~/utils/smtp-transport.server";
import { createContactSubmission } from "./contact-submissions.server";
import { startJobs, stopJobs } from "./jobs.server";

const testDb = useTestDb();
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dds-mail-crash-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const MAILS = 50;
/** As tests/helpers/mail-worker-child.ts sets it. */
const QUICK_RETRY = { mail: { retryDelay: 1, retryDelayMax: 2, heartbeatSeconds: 10 } };

/** The outbox's count of sent mails, as the running worker last answered it (SIGUSR2). */
let sentInOutbox = 0;

function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/mail-worker-child.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      for (const [, n] of out.matchAll(/outbox sent: (\d+)/g)) sentInOutbox = Number(n);
      if (out.includes("ready")) resolve(child);
    });
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    if (process.env.DEBUG_LOG) child.stdout!.on("data", (d: Buffer) => process.stderr.write(d));
    child.on("exit", (code) => reject(new Error(`worker exited ${code}: ${out}`)));
  });
}

/** The database the workers use: this file's PostgreSQL database, or an embedded one on disk. */
function workerDb(): { handle: DbHandle; env: Record<string, string> } {
  if (testDb.kind === "postgres")
    return { handle: getDbHandle(), env: { DATABASE_URL: testDb.url! } };
  return { handle: openDb({ dataDir: path.join(dataDir, "pglite") }), env: { DATA_DIR: dataDir } };
}

describe("50 enquiries during a refusal, then a worker killed while delivering", () => {
  it("every notification arrives; duplicates stay within the documented window", async () => {
    const smtp = await startTestSmtp();
    smtp.acceptDelayMs = 150;
    const own = getDbHandle();
    const { handle, env: dbEnv } = workerDb();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...dbEnv,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "staff@example.com",
      LOG_LEVEL: "info",
    };
    if (testDb.kind !== "postgres") delete env.DATABASE_URL;
    // Enqueue the mail, then leave the database to the worker (PGlite: one process at a time).
    setDbHandle(handle);
    await handle.migrate();
    // The jobs take their retry policy from the queue when created: the worker's short one.
    await startJobs({ handle, queueOverrides: QUICK_RETRY });
    // Each enquiry queues two mails: the staff notification and the sender's acknowledgement.
    for (let i = 0; i < MAILS / 2; i++) {
      await createContactSubmission({
        firstName: `Visitor${i}`,
        lastName: "",
        email: `v${i}@example.com`,
        company: "C",
        message: "0123456789",
        source: "website",
        sector: "general",
        newsletter: false,
      });
    }
    await stopJobs(handle, 1000);
    if (handle !== own) await handle.close();

    let first: ChildProcess | undefined;
    let second: ChildProcess | undefined;
    try {
      smtp.refuse = true;
      first = await startWorker(env);
      while (smtp.refusals < 10) await new Promise((r) => setTimeout(r, 100));
      // Killed the moment the fourth message is accepted: before its sent mark can commit.
      const killed = new Promise<void>((resolve) => {
        smtp.onAccepted = () => {
          if (smtp.received.length === 4) {
            first!.kill("SIGKILL");
            smtp.onAccepted = undefined;
            resolve();
          }
        };
      });
      smtp.refuse = false;
      await killed;
      await new Promise((r) => first!.once("exit", r));
      const atKill = smtp.received.length;
      second = await startWorker(env);
      // Until every mail is marked sent: the ones in flight at the kill are retried only once
      // their job's heartbeat has lapsed, even though the server already holds a copy of each.
      // Asked of the worker, not read from log lines: the kill can land between a mail's sent mark
      // and its line, and waiting for that line waited out the whole limit.
      const until = Date.now() + 120_000;
      while (sentInOutbox < MAILS && Date.now() < until) {
        second.kill("SIGUSR2");
        await new Promise((r) => setTimeout(r, 250));
      }
      // Time for a would-be duplicate of a mail already marked sent to show up.
      await new Promise((r) => setTimeout(r, 1500));
      second.kill("SIGTERM");
      await new Promise((r) => second!.once("exit", r));
      expect(atKill).toBeGreaterThanOrEqual(4);
    } finally {
      for (const child of [first, second])
        if (child && child.exitCode === null) child.kill("SIGKILL");
      await smtp.close();
    }

    const check = handle === own ? own : openDb({ dataDir: path.join(dataDir, "pglite") });
    setDbHandle(own);
    try {
      const rows = await check.db.select().from(mailMessages);
      expect(rows).toHaveLength(MAILS);
      expect(rows.map((r) => r.status)).toEqual(rows.map(() => "sent"));
      const counts = new Map<string, number>();
      for (const m of smtp.received) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
      expect(new Set(counts.keys())).toEqual(new Set(rows.map((r) => r.messageId)));
      const duplicates = [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
      // The window: a mail accepted but not yet marked sent when the process died, at most one
      // per mail in flight (SMTP_CONNECTIONS at once).
      expect(duplicates).toBeLessThanOrEqual(SMTP_CONNECTIONS);
      expect([...counts.values()].every((n) => n <= 2)).toBe(true);
    } finally {
      if (check !== own) await check.close();
    }
  }, 180_000);
});
