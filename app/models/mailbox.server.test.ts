/**
 * The shared mailbox, read from a real IMAP server (Dovecot, tests/helpers/dovecot.ts): an answer
 * to a reply sent from the CRM lands in its lead's timeline by its thread headers, a message from
 * a lead's other address by its sender, a stranger's in the Unmatched list (and can be attached),
 * an erased person's is never stored; HTML is sanitised; a second read stores nothing
 * twice.
 */
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadMessages, leads, mailboxCursors, staffUsers } from "@db/schema";
import { closeMailTransport } from "~/utils/smtp-transport.server";
import { type TestDovecot, rawMessage, startTestDovecot } from "../../tests/helpers/dovecot";
import { type TestSmtp, startTestSmtp } from "../../tests/helpers/smtp";
import { useTestDb } from "../../tests/helpers/test-db";
import { createLead, getLead } from "./leads.server";
import { sendLeadReply } from "./lead-replies.server";
import {
  attachMessage,
  backoffMinutes,
  listUnmatched,
  mailboxSettings,
  mailboxState,
  syncMailbox,
} from "./mailbox.server";
import { systemStatus } from "./system.server";
import { erasePerson } from "./people.server";
import { workers } from "./job-workers.server";
import { getTimeline } from "./timeline.server";

const testDb = useTestDb();
let imap: TestDovecot;
let smtp: TestSmtp;
const STAFF = "sam@durhamdatastrategy.test";

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.MAIL_FROM = "Durham Data Strategy <hello@durhamdatastrategy.test>";
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  imap = await startTestDovecot();
}, 60_000);

afterAll(async () => {
  closeMailTransport();
  await smtp.close();
  await imap?.stop();
  for (const key of ["SMTP_URL", "MAIL_FROM"]) delete process.env[key];
});

beforeEach(async () => {
  await testDb.truncateAll();
});

const message = rawMessage;

const entriesOf = async (leadId: number, type: string) =>
  (await getTimeline((await getLead(leadId))!)).filter((entry) => entry.type === type);

describe("reading the shared mailbox", () => {
  it("matches by thread, then by sender; strangers go to Unmatched; each message once", async () => {
    const [staff] = await testDb.db
      .insert(staffUsers)
      .values({ email: STAFF, passwordHash: "not-used-here" })
      .returning();
    const mary = await createLead(
      { firstName: "Mary", lastName: "O'Neil", email: "mary@example.com" },
      STAFF,
    );
    const joe = await createLead(
      { firstName: "Joe", lastName: "Bloggs", email: "joe@example.com" },
      STAFF,
    );
    await testDb.db
      .update(leads)
      .set({ additionalEmails: ["joe.home@example.com"] })
      .where(eq(leads.id, joe.id));
    const sent = await sendLeadReply(
      mary,
      { to: "mary@example.com", subject: "Re: Three sites", body: "Hello", fromName: "Sam" },
      { userId: staff.id, email: STAFF, role: "admin" },
    );
    if (!sent.ok) throw new Error(sent.reason);

    // Mary's practice manager answers the reply from another address: the thread decides.
    await imap.append(
      message(
        {
          From: "Pat Manager <pat@smile.example>",
          Subject: "Re: Three sites",
          "In-Reply-To": `<${sent.message.messageId}>`,
          References: `<${sent.message.messageId}>`,
        },
        "Tuesday suits us.\r\n\r\n> Hello",
      ),
    );
    // Joe writes from his other address, without thread headers: the sender decides.
    await imap.append(
      message(
        { From: "Joe Bloggs <Joe.Home@example.com>", Subject: "A question" },
        '<p>Hi <img src="https://tracker.example/p.gif" onerror="alert(1)"><script>alert(2)</script>there</p>',
        "text/html",
      ),
    );
    // A stranger.
    await imap.append(
      message({ From: "New Person <new@elsewhere.example>", Subject: "Hello" }, "Who are you?"),
    );

    const settings = mailboxSettings(imap.url);
    expect(settings).toMatchObject({ port: imap.port, secure: false, mailbox: "INBOX" });
    expect(await syncMailbox(settings)).toEqual({
      read: 3,
      matched: 2,
      logged: 0,
      unmatched: 1,
      suppressed: 0,
    });

    const [answer] = await entriesOf(mary.id, "email-received");
    expect(answer.summary).toBe("Email received: Re: Three sites");
    expect(answer.changeLines).toEqual(["From: Pat Manager <pat@smile.example>"]);
    expect(answer.detail).toContain("Tuesday suits us.");
    expect(answer.at).toEqual(new Date("2026-12-06T09:15:00Z"));

    const [fromJoe] = await entriesOf(joe.id, "email-received");
    expect(fromJoe.summary).toBe("Email received: A question");
    // HTML is shown sanitised: no script, handler or picture (decision 100).
    expect(fromJoe.detail).toBeNull();
    expect(fromJoe.mail).toMatchObject({ html: "<p>Hi there</p>", picturesHidden: 1 });

    const unmatched = await listUnmatched();
    expect(unmatched.map((row) => [row.fromEmail, row.subject])).toEqual([
      ["new@elsewhere.example", "Hello"],
    ]);

    // Read again, and with the cursor lost (a new UIDVALIDITY reads all again): nothing twice.
    expect(await syncMailbox(settings)).toEqual({
      read: 0,
      matched: 0,
      logged: 0,
      unmatched: 0,
      suppressed: 0,
    });
    await testDb.db.execute("delete from mailbox_cursors");
    expect((await syncMailbox(settings)).read).toBe(3);
    expect(await testDb.db.select().from(leadMessages)).toHaveLength(4);

    // Staff attach the stranger's message to a lead.
    expect(await attachMessage(unmatched[0].id, joe.id, STAFF)).toBe(true);
    expect(await attachMessage(unmatched[0].id, mary.id, STAFF)).toBe(false);
    expect(await listUnmatched()).toHaveLength(0);
    expect((await entriesOf(joe.id, "email-received")).map((entry) => entry.summary)).toEqual(
      expect.arrayContaining(["Email received: Hello", "Email received: A question"]),
    );
  });

  it("never stores again the mail of a person who was erased", async () => {
    await createLead({ firstName: "Eve", lastName: "Gone", email: "eve@example.com" }, STAFF);
    await erasePerson("eve@example.com", STAFF);
    await imap.append(message({ From: "eve@example.com", Subject: "Still here" }, "Hello again"));
    const result = await syncMailbox(mailboxSettings(imap.url));
    expect(result.suppressed).toBeGreaterThanOrEqual(1);
    const stored = await testDb.db.select().from(leadMessages);
    expect(stored.filter((row) => row.fromEmail === "eve@example.com")).toHaveLength(0);
  });

  it("the job runner's mailbox job reads IMAP_URL, and does nothing without it", async () => {
    const job = workers({ retentionMonths: () => 24 }).find((w) => w.queue === "mailbox")!;
    delete process.env.IMAP_URL;
    expect(await job.handler({} as never)).toBe("skipped: no IMAP_URL");
    await imap.append(message({ From: "someone@nowhere.example", Subject: "By the job" }, "Hi"));
    process.env.IMAP_URL = imap.url;
    try {
      expect(await job.handler({} as never)).toMatchObject({ unmatched: expect.any(Number) });
      expect((await listUnmatched()).map((row) => row.subject)).toContain("By the job");
    } finally {
      delete process.env.IMAP_URL;
    }
  });

  it("a refused login is recorded as such, never with the password", async () => {
    const job = workers({ retentionMonths: () => 24 }).find((w) => w.queue === "mailbox")!;
    process.env.IMAP_URL = imap.url.replace(`:${imap.pass}@`, ":not-the-password-4711@");
    try {
      await expect(job.handler({} as never)).rejects.toThrow(
        "mailbox not read (AUTHENTICATIONFAILED)",
      );
      const state = await mailboxState("INBOX");
      expect(state).toMatchObject({ failures: 1, lastError: "AUTHENTICATIONFAILED" });
    } finally {
      delete process.env.IMAP_URL;
      // The next test counts an outage of its own from the first failure.
      await testDb.db.delete(mailboxCursors);
    }
  });

  it("an outage is recorded, retried with backoff, shown on the System page, and ends with a read", async () => {
    const job = workers({ retentionMonths: () => 24 }).find((w) => w.queue === "mailbox")!;
    // Nothing listens on Dovecot's port once a throwaway server there is closed.
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    process.env.IMAP_URL = imap.url.replace(`:${imap.port}/`, `:${closed}/`);
    try {
      await expect(job.handler({} as never)).rejects.toThrow("mailbox not read (ECONNREFUSED)");
      const state = await mailboxState("INBOX");
      expect(state).toMatchObject({ failures: 1, lastError: "ECONNREFUSED" });
      expect(state.nextAttemptAt!.getTime() - state.failingSince!.getTime()).toBe(60_000);
      // Within the backoff, the next run waits.
      expect(await job.handler({} as never)).toBe("skipped: waiting after a failure");
      expect(backoffMinutes(2)).toBe(2);
      expect(backoffMinutes(9)).toBe(30);
      // The System page says so; the banner too once it has lasted.
      const later = new Date(Date.now() + 20 * 60_000);
      const status = await systemStatus(later, new Date());
      expect(status.mailbox).toMatchObject({ failures: 1, lastError: "ECONNREFUSED" });
      expect(status.attention).toContain("mailbox-unread");
      // A read ends the outage.
      await syncMailbox(mailboxSettings(imap.url));
      expect(await mailboxState("INBOX")).toMatchObject({ failures: 0, failingSince: null });
      expect((await mailboxState("INBOX")).readAt).toBeInstanceOf(Date);
      expect((await systemStatus(new Date(), new Date())).attention).not.toContain(
        "mailbox-unread",
      );
    } finally {
      delete process.env.IMAP_URL;
    }
  });
});
