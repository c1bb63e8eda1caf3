/**
 * IMAP IDLE (decision 100): with the watcher running on a real mailbox (Dovecot), a client's
 * message appended to the mailbox is in the lead's timeline within seconds, without the minute's
 * job; stopping the watcher closes its connection. A mailbox that cannot be reached is tried
 * again at the next attempt the System page shows, not sooner.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadMessages, mailboxCursors } from "@db/schema";
import { type TestDovecot, rawMessage, startTestDovecot } from "../../tests/helpers/dovecot";
import { useTestDb } from "../../tests/helpers/test-db";
import { createLead } from "./leads.server";
import { freePort } from "../../scripts/free-port.js";
import { mailboxSettings, mailboxState } from "./mailbox.server";
import { untilNextAttempt, watchMailbox } from "./mailbox-watch.server";

const testDb = useTestDb();
let imap: TestDovecot;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  imap = await startTestDovecot();
}, 60_000);

afterAll(async () => {
  await imap?.stop();
});

async function waitFor(condition: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error("not within 15 s");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("watching the mailbox (IDLE)", () => {
  it("stores a message within seconds of its arrival", async () => {
    const lead = await createLead(
      { firstName: "Ida", lastName: "Idle", email: "ida@example.com" },
      "sam@durhamdatastrategy.test",
    );
    const watch = watchMailbox(mailboxSettings(imap.url));
    try {
      const stored = async () =>
        (await testDb.db.select().from(leadMessages)).filter((row) => row.leadId === lead.id);
      // The first read (of an empty mailbox) is done once the cursor is written.
      await waitFor(async () => (await testDb.db.select().from(mailboxCursors)).length > 0);
      await imap.append(rawMessage({ From: "ida@example.com", Subject: "Arrived" }, "Hello"));
      await waitFor(async () => (await stored()).length === 1);
      await imap.append(rawMessage({ From: "ida@example.com", Subject: "And another" }, "Hi"));
      await waitFor(async () => (await stored()).length === 2);
      expect((await stored()).map((row) => row.subject).sort()).toEqual(["And another", "Arrived"]);
    } finally {
      await watch.stop();
    }
  }, 60_000);

  it("tries an unreachable mailbox again at the System page's next attempt, not sooner", async () => {
    // A port nothing listens on: every connection is refused at once.
    const url = `imap://user:secret@127.0.0.1:${await freePort()}/Closed`;
    const watch = watchMailbox(mailboxSettings(url));
    try {
      await waitFor(async () => (await mailboxState("Closed")).failures > 0);
      const first = await mailboxState("Closed");
      expect(first.lastError).toBe("ECONNREFUSED");
      // The first failure's backoff is a minute: the page's next attempt, and the watcher's wait.
      expect(first.nextAttemptAt!.getTime() - first.failingSince!.getTime()).toBe(60_000);
      const wait = await untilNextAttempt("Closed", first.failingSince!.getTime());
      expect(wait).toBe(60_000);
      // A watcher that retried on a schedule of its own (1, 2, 4… s) would have failed again.
      await new Promise((r) => setTimeout(r, 3_500));
      expect((await mailboxState("Closed")).failures).toBe(1);
    } finally {
      await watch.stop();
    }
  }, 30_000);
});
