/**
 * IMAP IDLE (decision 100): with the watcher running on a real mailbox (Dovecot), a client's
 * message appended to the mailbox is in the lead's timeline within seconds, without the minute's
 * job; stopping the watcher closes its connection.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadMessages, mailboxCursors } from "@db/schema";
import { type TestDovecot, rawMessage, startTestDovecot } from "../../tests/helpers/dovecot";
import { useTestDb } from "../../tests/helpers/test-db";
import { createLead } from "./leads.server";
import { mailboxSettings } from "./mailbox.server";
import { watchMailbox } from "./mailbox-watch.server";

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
});
