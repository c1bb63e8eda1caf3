/**
 * `npm run worker` (scripts/cli.js worker), the job runner of a deployment whose web servers have
 * JOB_WORKERS off, reads the shared mailbox as mail arrives: started as a real process against a
 * real IMAP server (Dovecot) and a PostgreSQL database of its own, it keeps the mailbox open, a
 * client's message appended to it is in the lead's timeline within seconds (not at the minute's
 * job), and SIGTERM stops it cleanly, the mailbox connection with it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDb, setDbHandle } from "@db/client.server";
import { leadMessages, mailboxCursors } from "@db/schema";
import { createLead } from "~/models/lead-changes.server";
import { type TestDovecot, rawMessage, startTestDovecot } from "../tests/helpers/dovecot";
import { type TestDatabase, createTestDatabase } from "../tests/e2e/helpers/app-instances";

const root = path.resolve(import.meta.dirname, "..");
let imap: TestDovecot;
let database: TestDatabase;
let handle: DbHandle;
let worker: ChildProcess | undefined;
let output = "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "worker-test-"));

beforeAll(async () => {
  imap = await startTestDovecot();
  database = await createTestDatabase("worker_mailbox", "the worker's mailbox test", "worker");
  handle = openDb({ url: database.url });
  setDbHandle(handle);
  await handle.migrate();
}, 60_000);

afterAll(async () => {
  if (worker && worker.exitCode === null && worker.signalCode === null) worker.kill("SIGKILL");
  await handle?.close();
  setDbHandle(undefined);
  await imap?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`${what} not within ${ms} ms; worker said:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("npm run worker", () => {
  it("reads the shared mailbox as mail arrives, and stops with SIGTERM", async () => {
    const lead = await createLead(
      { firstName: "Ada", lastName: "Client", email: "ada.client@example.com" },
      "system",
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      IMAP_URL: imap.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    };
    delete env.VITEST;
    worker = spawn(process.execPath, ["scripts/cli.js", "worker"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    worker.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker!.once("exit", resolve));

    // The worker's IDLE connection reads the (empty) mailbox as soon as it opens it.
    await waitFor(
      "the worker's first read",
      async () => {
        const [cursor] = await handle.db.select().from(mailboxCursors);
        return cursor && cursor.readAt.getTime() > 0 ? cursor : undefined;
      },
      60_000,
    );
    expect(output).toContain("worker: working the job queues");

    const id = `worker-arrival-${Date.now()}@example.com`;
    await imap.append(
      rawMessage(
        { "Message-ID": `<${id}>`, From: "Ada Client <ada.client@example.com>", Subject: "Dates" },
        "Tuesday suits us.",
      ),
    );
    const arrived = Date.now();
    const stored = await waitFor(
      "the appended message",
      async () =>
        (await handle.db.select().from(leadMessages).where(eq(leadMessages.messageId, id)))[0],
      20_000,
    );
    // Within seconds, well inside the minute the scheduled job would have taken.
    expect(Date.now() - arrived).toBeLessThan(15_000);
    expect(stored).toMatchObject({ leadId: lead.id, direction: "in", subject: "Dates" });
    expect(stored.body).toContain("Tuesday suits us.");
    // Read by the IDLE watch (the minute's job logs "read, … matched" instead).
    await waitFor(
      "the watch's log line",
      async () => (output.includes("mailbox: 1 read on arrival") ? true : undefined),
      5_000,
    );

    worker.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM: worker stopping");
  }, 120_000);
});
