/**
 * Replies written on a lead's page, through the outbox to a real SMTP server (smtp-server, in
 * this process): the headers a mail client threads and answers by, both parts, and the states
 * the lead's timeline shows (sending, sent, failed with the server's answer); the first-response
 * report counts the reply.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  contactSubmissions,
  leadMessages,
  leads,
  mailMessages,
  staffUsers,
  suppressions,
} from "@db/schema";
import { closeMailTransport } from "~/utils/smtp-transport.server";
import { type TestSmtp, decoded, header, startTestSmtp, textPart } from "../../tests/helpers/smtp";
import { useTestDb } from "../../tests/helpers/test-db";
import { createContactSubmission } from "./contact-submissions.server";
import { createLead, getLead } from "./leads.server";
import { getReplyDraft, sendLeadReply } from "./lead-replies.server";
import { deliverMail } from "./mail.server";
import { ThreadAccessError } from "./lead-threads.server";
import { PersonBlockedError, erasePerson, restrictPerson, subjectHash } from "./people.server";
import { getReport } from "./reports.server";
import { getTimeline } from "./timeline.server";
import { parseReportRange } from "~/utils/report-range";

const testDb = useTestDb();
let smtp: TestSmtp;
const STAFF = "sam@durhamdatastrategy.test";

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = "https://www.durhamdatastrategy.test";
  process.env.MAIL_FROM = "Durham Data Strategy <hello@durhamdatastrategy.test>";
  process.env.REPLY_TO_EMAIL = "team@durhamdatastrategy.test";
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  closeMailTransport();
  await smtp.close();
  for (const key of ["SMTP_URL", "PUBLIC_URL", "MAIL_FROM", "REPLY_TO_EMAIL"])
    delete process.env[key];
});

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refuse = false;
  smtp.unknown.clear();
  await testDb.truncateAll();
});

async function staffMember() {
  const [row] = await testDb.db
    .insert(staffUsers)
    .values({ email: STAFF, passwordHash: "not-used-here", role: "member" })
    .returning();
  return { userId: row.id, email: row.email, role: "member" as const };
}

/** An enquiry from the contact form (with its acknowledgement queued) and its lead. */
async function enquiryAndLead(email = "mary@example.com") {
  const enquiry = await createContactSubmission({
    firstName: "Mary",
    lastName: "O'Neil",
    email,
    company: "Smile Dental",
    message: "Subject: Three sites\n\nOur three sites use different systems.",
    source: "website",
    sector: "general",
    newsletter: false,
  });
  const lead = await createLead({ firstName: "Mary", lastName: "O'Neil", email }, STAFF);
  await testDb.db
    .update(contactSubmissions)
    .set({ leadId: lead.id })
    .where(eq(contactSubmissions.id, enquiry.id));
  return { enquiry, lead };
}

/** Runs the outbox job of one message as the worker would. */
async function deliver(messageId: string, attempt = { retryCount: 0, retryLimit: 14 }) {
  const [row] = await testDb.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.messageId, messageId));
  return deliverMail({ mailId: row.id, messageId }, attempt);
}

async function replyEntries(leadId: number) {
  const lead = (await getLead(leadId))!;
  return (await getTimeline(lead)).filter((entry) => entry.type === "email-sent");
}

describe("a reply from the lead's page", () => {
  it("starts from the lead's addresses, Re: the enquiry's subject and the writer's last name", async () => {
    const staff = await staffMember();
    const { enquiry, lead } = await enquiryAndLead();
    await testDb.db
      .update(leads)
      .set({ additionalEmails: ["mary.work@example.com"] })
      .where(eq(leads.id, lead.id));
    const fresh = (await getLead(lead.id))!;
    const draft = await getReplyDraft(fresh, staff);
    expect(draft).toEqual({
      addresses: ["mary@example.com", "mary.work@example.com"],
      suppressed: 0,
      subject: "Re: Three sites",
      fromName: null,
      enquiry: `contact-${enquiry.id}`,
      savedReplies: [],
      blocked: null,
    });
    await sendLeadReply(
      fresh,
      {
        to: "mary.work@example.com",
        subject: "Re: Three sites",
        body: "Hello",
        fromName: "Sam Lee",
      },
      staff,
    );
    expect((await getReplyDraft(fresh, staff)).fromName).toBe("Sam Lee");
  });

  it("goes From the firm's address under the writer's name, Reply-To the shared mailbox, threaded to the enquiry, with both parts", async () => {
    const staff = await staffMember();
    const { enquiry, lead } = await enquiryAndLead();
    const [ack] = await testDb.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.template, "contact-acknowledgement"));
    expect(ack.params).toEqual({ id: enquiry.id });

    const result = await sendLeadReply(
      lead,
      {
        to: "Mary@Example.com",
        subject: "Re: Three sites",
        body: "Hello Mary,\n\nWould **Tuesday at 10:00** suit you? <script>x()</script>",
        fromName: "Sam Lee",
      },
      staff,
    );
    if (!result.ok) throw new Error(result.reason);
    const first = result.message;
    // In the timeline at once, as sending.
    let [entry] = await replyEntries(lead.id);
    expect(entry.summary).toBe("Reply sending: Re: Three sites");
    expect(entry.by).toBe(STAFF);
    expect(entry.changeLines).toEqual(["To: mary@example.com", "From: Sam Lee"]);
    expect(entry.detail).toContain("Would **Tuesday at 10:00** suit you?");

    expect(await deliver(first.messageId!)).toBe("sent");
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(["mary@example.com"]);
    expect(header(mail.raw, "From")).toBe("Sam Lee <hello@durhamdatastrategy.test>");
    expect(header(mail.raw, "Reply-To")).toBe("team@durhamdatastrategy.test");
    expect(header(mail.raw, "Subject")).toBe("Re: Three sites");
    expect(mail.messageId).toBe(first.messageId);
    // Threaded to the acknowledgement the person received for the enquiry.
    expect(header(mail.raw, "In-Reply-To")).toBe(`<${ack.messageId}>`);
    expect(header(mail.raw, "References")).toBe(`<${ack.messageId}>`);
    expect(textPart(mail.raw)).toContain("Would **Tuesday at 10:00** suit you?");
    // The HTML part (the plain-text part keeps the text as typed, where markup is inert).
    const html = decoded(mail.raw.slice(mail.raw.indexOf("Content-Type: text/html")));
    expect(html).toContain("<strong>Tuesday at 10:00</strong>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");
    // The firm's look: its name at the top, the writer and the firm in the footer.
    expect(html).toMatch(/Durham Data Strategy<\/p>/);
    expect(textPart(mail.raw)).toMatch(/--\r?\nSam Lee\r?\nDurham Data Strategy Ltd/);

    [entry] = await replyEntries(lead.id);
    expect(entry.summary).toBe("Reply sent: Re: Three sites");
    expect(entry.changeLines?.[2]).toMatch(/^Accepted by the mail server at /);

    // A second reply answers the same enquiry and names the first in its References.
    const second = await sendLeadReply(
      lead,
      {
        to: "mary@example.com",
        subject: "Re: Three sites",
        body: "One more thing.",
        fromName: "Sam Lee",
      },
      staff,
    );
    if (!second.ok) throw new Error(second.reason);
    await deliver(second.message.messageId!);
    const [, again] = await smtp.waitFor(2);
    expect(header(again.raw, "In-Reply-To")).toBe(`<${ack.messageId}>`);
    expect(header(again.raw, "References")).toBe(`<${ack.messageId}> <${first.messageId}>`);
  });

  it("without an enquiry mail, threads to a stable id of the lead", async () => {
    const staff = await staffMember();
    const lead = await createLead(
      { firstName: "Ann", lastName: "Bee", email: "ann@example.com" },
      STAFF,
    );
    expect((await getReplyDraft(lead, staff)).subject).toBeNull();
    const result = await sendLeadReply(
      lead,
      { to: "ann@example.com", subject: "Hello", body: "Hi Ann", fromName: "Sam" },
      staff,
    );
    if (!result.ok) throw new Error(result.reason);
    await deliver(result.message.messageId!);
    const [mail] = await smtp.waitFor(1);
    expect(header(mail.raw, "In-Reply-To")).toBe(`<lead-${lead.id}@durhamdatastrategy.test>`);
  });

  it("a refusal shows the server's answer: still sending while retried, not sent after the last attempt", async () => {
    const staff = await staffMember();
    const { lead } = await enquiryAndLead();
    smtp.unknown.add("mary@example.com");
    const result = await sendLeadReply(
      lead,
      { to: "mary@example.com", subject: "Re: Three sites", body: "Hello", fromName: "Sam" },
      staff,
    );
    if (!result.ok) throw new Error(result.reason);
    const id = result.message.messageId!;
    await expect(deliver(id)).rejects.toThrow();
    let [entry] = await replyEntries(lead.id);
    expect(entry.summary).toBe("Reply sending: Re: Three sites");
    expect(entry.changeLines).toContain("It will be tried again.");
    expect(
      entry.changeLines?.find((line) => line.startsWith("The mail server answered: ")),
    ).toMatch(/550.*No such user here/);
    await expect(deliver(id, { retryCount: 14, retryLimit: 14 })).rejects.toThrow();
    [entry] = await replyEntries(lead.id);
    expect(entry.summary).toBe("Reply not sent: Re: Three sites");
    expect(entry.changeLines).not.toContain("It will be tried again.");
    const [row] = await testDb.db.select().from(leadMessages);
    expect(row.status).toBe("failed");
    expect(row.sentAt).toBeNull();
  });

  it("goes only to the lead's own addresses, never to a restricted person, and is erased with them", async () => {
    const staff = await staffMember();
    const { lead } = await enquiryAndLead();
    const reply = { subject: "Re: Three sites", body: "Hello", fromName: "Sam" };
    expect(await sendLeadReply(lead, { ...reply, to: "someone@else.example" }, staff)).toEqual({
      ok: false,
      reason: "not-an-address-of-the-lead",
    });
    await restrictPerson("mary@example.com", "asked us to stop", STAFF);
    await expect(sendLeadReply(lead, { ...reply, to: "mary@example.com" }, staff)).rejects.toThrow(
      PersonBlockedError,
    );
    expect(await testDb.db.select().from(leadMessages)).toHaveLength(0);
  });

  it("never offers an erased (suppressed) address, and says why when none is left", async () => {
    const staff = await staffMember();
    const { lead } = await enquiryAndLead();
    await testDb.db
      .update(leads)
      .set({ additionalEmails: ["mary.old@example.com"] })
      .where(eq(leads.id, lead.id));
    await testDb.db.insert(suppressions).values({ emailHash: subjectHash("mary.old@example.com") });
    const fresh = (await getLead(lead.id))!;
    expect(await getReplyDraft(fresh, staff)).toMatchObject({
      addresses: ["mary@example.com"],
      suppressed: 1,
      blocked: null,
    });
    const reply = { subject: "Re: Three sites", body: "Hello", fromName: "Sam" };
    await expect(
      sendLeadReply(fresh, { ...reply, to: "mary.old@example.com" }, staff),
    ).rejects.toThrow(PersonBlockedError);
    await testDb.db.insert(suppressions).values({ emailHash: subjectHash("mary@example.com") });
    expect(await getReplyDraft(fresh, staff)).toMatchObject({
      addresses: [],
      suppressed: 2,
      blocked: "suppressed",
    });
    expect(await testDb.db.select().from(leadMessages)).toHaveLength(0);
    expect(
      await testDb.db.select().from(mailMessages).where(eq(mailMessages.template, "lead-reply")),
    ).toHaveLength(0);
  });

  it("a member answers their own and unassigned leads, not a colleague's", async () => {
    const staff = await staffMember();
    const { lead } = await enquiryAndLead();
    const [colleague] = await testDb.db
      .insert(staffUsers)
      .values({ email: "kim@durhamdatastrategy.test", passwordHash: "not-used-here" })
      .returning();
    await testDb.db.update(leads).set({ ownerId: colleague.id }).where(eq(leads.id, lead.id));
    const theirs = (await getLead(lead.id))!;
    expect((await getReplyDraft(theirs, staff)).blocked).toBe("not-yours");
    expect((await getReplyDraft(theirs, { ...staff, role: "admin" })).blocked).toBeNull();
    const reply = { to: "mary@example.com", subject: "Re", body: "Hello", fromName: "Sam" };
    await expect(sendLeadReply(theirs, reply, staff)).rejects.toThrow(ThreadAccessError);
    expect(await testDb.db.select().from(leadMessages)).toHaveLength(0);
    await testDb.db.update(leads).set({ ownerId: staff.userId }).where(eq(leads.id, lead.id));
    expect((await sendLeadReply((await getLead(lead.id))!, reply, staff)).ok).toBe(true);
  });

  it("started from an enquiry in the inbox, answers that enquiry, not the latest", async () => {
    const staff = await staffMember();
    const { enquiry: latest, lead } = await enquiryAndLead();
    const older = await createContactSubmission({
      firstName: "Mary",
      lastName: "O'Neil",
      email: "mary@example.com",
      company: "Smile Dental",
      message: "Subject: First question\n\nDo you work with dental groups?",
      source: "website",
      sector: "general",
      newsletter: false,
    });
    await testDb.db
      .update(contactSubmissions)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(contactSubmissions.id, older.id));
    const stranger = await createContactSubmission({
      firstName: "Joe",
      lastName: "Bloggs",
      email: "joe@example.com",
      company: "",
      message: "Subject: Not Mary's\n\nHello",
      source: "website",
      sector: "general",
      newsletter: false,
    });
    const draft = await getReplyDraft(lead, staff, undefined, `contact-${older.id}`);
    expect(draft).toMatchObject({ subject: "Re: First question", enquiry: `contact-${older.id}` });
    // Someone else's enquiry is not this lead's to answer: the lead's latest, as without one.
    expect(await getReplyDraft(lead, staff, undefined, `contact-${stranger.id}`)).toMatchObject({
      subject: "Re: Three sites",
      enquiry: `contact-${latest.id}`,
    });
    const sent = await sendLeadReply(
      lead,
      {
        to: "mary@example.com",
        subject: "Re: First question",
        body: "Yes",
        fromName: "Sam",
        enquiry: `contact-${older.id}`,
      },
      staff,
    );
    if (!sent.ok) throw new Error(sent.reason);
    const [ack] = await testDb.db
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.template, "contact-acknowledgement"),
          sql`${mailMessages.params}->>'id' = ${String(older.id)}`,
        ),
      );
    expect(sent.message.inReplyTo).toBe(ack.messageId);
  });

  it("an erasure deletes the lead's replies", async () => {
    const staff = await staffMember();
    const { lead } = await enquiryAndLead();
    await sendLeadReply(
      lead,
      { to: "mary@example.com", subject: "Re: Three sites", body: "Hello", fromName: "Sam" },
      staff,
    );
    expect(await testDb.db.select().from(leadMessages)).toHaveLength(1);
    await erasePerson("mary@example.com", STAFF);
    expect(await testDb.db.select().from(leadMessages)).toHaveLength(0);
  });
});

describe("the first-response report", () => {
  it("counts the first reply sent from the CRM, at the time the server accepted it", async () => {
    const staff = await staffMember();
    const { enquiry, lead } = await enquiryAndLead();
    const arrived = new Date(Date.now() - 30 * 3_600_000);
    await testDb.db
      .update(contactSubmissions)
      .set({ createdAt: arrived })
      .where(eq(contactSubmissions.id, enquiry.id));
    const result = await sendLeadReply(
      lead,
      { to: "mary@example.com", subject: "Re: Three sites", body: "Hello", fromName: "Sam" },
      staff,
    );
    if (!result.ok) throw new Error(result.reason);
    // Not answered while the reply is only queued.
    const before = await getReport("first-response", parseReportRange(new URLSearchParams()));
    expect(before.rows.find((row) => Number(row.arrivals) > 0)).toMatchObject({ answered: 0 });
    await deliver(result.message.messageId!);
    // The lead was created after the enquiry (an audit row by staff), but it is the reply that counts.
    await testDb.db
      .update(leadMessages)
      .set({ sentAt: new Date(arrived.getTime() + 6 * 3_600_000) })
      .where(eq(leadMessages.id, result.message.id));
    const report = await getReport("first-response", parseReportRange(new URLSearchParams()));
    const month = report.rows.find((row) => Number(row.arrivals) > 0)!;
    expect(month).toMatchObject({ arrivals: 1, answered: 1, medianHours: 6 });
  });
});
