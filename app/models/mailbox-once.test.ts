/**
 * Exactly once (decision 100): 500 messages in a real mailbox (Dovecot), an app process killed
 * (SIGKILL) mid-import, then started again while a second instance reads the same mailbox, then
 * the cursor lost (as a new UIDVALIDITY would): each message is in the database once, its files
 * with it. A tenth of the messages have no Message-ID (named by a hash of their bytes).
 * The instances share a PostgreSQL database of their own (TEST_DATABASE_URL, or the local server).
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDb, selectRows } from "@db/client.server";
import { type TestDovecot, rawMessage, startTestDovecot } from "../../tests/helpers/dovecot";
import { type TestDatabase, createTestDatabase } from "../../tests/e2e/helpers/app-instances";

const MESSAGES = 500;
const root = path.resolve(import.meta.dirname, "../..");
let imap: TestDovecot;
let database: TestDatabase;

beforeAll(async () => {
  imap = await startTestDovecot();
  database = await createTestDatabase("mailbox_once", "the exactly-once test", "mailbox-once");
}, 60_000);

afterAll(async () => {
  await imap?.stop();
  await database?.drop();
});

function instance(): { child: ChildProcess; done: Promise<string> } {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/helpers/mailbox-sync-child.ts"],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, IMAP_URL: imap.url, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const done = new Promise<string>((resolve, reject) =>
    child.on("exit", (code, signal) =>
      code === 0 ? resolve(out) : reject(new Error(`exited ${code ?? signal}: ${out}`)),
    ),
  );
  return { child, done };
}

describe("each message once", () => {
  it("survives a SIGKILL mid-import, two instances and a lost cursor", async () => {
    const raws = Array.from({ length: MESSAGES }, (_, i) => {
      const headers: Record<string, string> = {
        From: `client-${i}@example.com`,
        Subject: `Message ${i}`,
      };
      // A tenth without a Message-ID: rawMessage's own is replaced by an empty header line.
      const raw = rawMessage(headers, `Body of message ${i}`, "text/plain");
      return i % 10 === 0 ? raw.replace(/^Message-ID: .*\r\n/, "") : raw;
    });
    await imap.appendMany(raws);
    const db = openDb({ url: database.url });
    await db.migrate();
    const count = async () =>
      (
        await selectRows<{ n: number; distinct: number }>(
          db.db,
          sql`select count(*)::int as n, count(distinct message_id)::int as distinct from lead_messages`,
        )
      )[0];
    try {
      // The first instance, killed once it has stored some and before it has stored them all.
      const first = instance();
      first.done.catch(() => {});
      const until = Date.now() + 60_000;
      while ((await count()).n < 50 && Date.now() < until)
        await new Promise((r) => setTimeout(r, 20));
      first.child.kill("SIGKILL");
      await first.done.catch(() => {});
      const atKill = (await count()).n;
      expect(atKill).toBeGreaterThanOrEqual(50);
      expect(atKill).toBeLessThan(MESSAGES);

      // Started again, while a second instance reads the same mailbox.
      const again = instance();
      const second = instance();
      await Promise.all([again.done, second.done]);
      expect(await count()).toEqual({ n: MESSAGES, distinct: MESSAGES });

      // The cursor lost (a new UIDVALIDITY reads everything again): nothing twice.
      await db.db.execute(sql`delete from mailbox_cursors`);
      await instance().done;
      expect(await count()).toEqual({ n: MESSAGES, distinct: MESSAGES });
    } finally {
      await db.close();
    }
  }, 240_000);
});
