/**
 * Staff notifications through the outbox, over real SMTP: an smtp-server runs in this process,
 * the job runner's workers run here too (as in the server), and what arrives is checked.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestContext } from "~/utils/request-context";
import { contactSubmissions, mailMessages } from "@db/schema";
import { getDb } from "@db/client.server";
import { useTestDb } from "../../../tests/helpers/test-db";
import { type TestSmtp, header, startTestSmtp, textPart } from "../../../tests/helpers/smtp";
import * as contactPage from "~/routes/site/contact";
import * as dentalApi from "~/routes/api/dental-iq";
import { startWorkers } from "~/models/job-workers.server";
import { MAIL_RETRY, mailRetryWindowSeconds } from "~/models/jobs.server";
import { contactNotificationMail } from "~/models/enquiry-mails.server";
import { deliverMail, enqueueMail, mailOutbox } from "~/models/mail.server";
import { mailFileDir } from "~/utils/smtp-transport.server";

const testDb = useTestDb();
let smtp: TestSmtp;
let boss: PgBoss;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "test-secret-for-flash-toasts-0123456789";
  process.env.LOG_LEVEL = process.env.DEBUG_LOG ? "info" : "silent";
  process.env.PUBLIC_URL = "https://www.durhamdatastrategy.test";
  process.env.NOTIFY_EMAIL = "staff@durhamdatastrategy.test";
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  // Retries a second or two apart instead of 30 s doubling, so a refusal spell fits in a test.
  boss = await startWorkers(
    { retentionMonths: () => 24 },
    {
      queueOverrides: { mail: { retryDelay: 1, retryDelayMax: 2, retryBackoff: true } },
      pollingIntervalSeconds: 0.5,
    },
  );
});

afterAll(async () => {
  await smtp.close();
  for (const key of ["SMTP_URL", "PUBLIC_URL", "NOTIFY_EMAIL", "MAIL_FROM"])
    delete process.env[key];
});

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refuse = false;
  process.env.SMTP_URL = smtp.url;
  await testDb.truncateAll();
});

function postContact(name: string, clientAddress: string, practice = "Smile <b>Dental</b>") {
  return contactPage.action({
    request: new Request("http://localhost/contact", {
      method: "POST",
      body: new URLSearchParams({
        name,
        email: "mary@example.com",
        practice,
        subject: "Three sites",
        message: "Our three sites use different systems.",
      }),
    }),
    params: {},
    context: requestContext({ nonce: "", clientAddress }),
  } as never) as Promise<Response>;
}

async function outboxRows() {
  return testDb.db.select().from(mailMessages).orderBy(mailMessages.id);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("staff notification mail", () => {
  it("a new contact enquiry mails NOTIFY_EMAIL: text and HTML, Message-ID, Date, Reply-To", async () => {
    const response = await postContact("Mary O'Neil", "1.1.1.1");
    expect(response.status).toBe(302);
    // The notification, and the acknowledgement to the sender.
    const received = await smtp.waitFor(2);
    const mail = received.find((m) => m.to[0] === "staff@durhamdatastrategy.test")!;
    expect(received.find((m) => m.to[0] === "mary@example.com")).toBeDefined();
    expect(mail.to).toEqual(["staff@durhamdatastrategy.test"]);
    expect(mail.from).toBe("no-reply@durhamdatastrategy.co.uk");
    expect(header(mail.raw, "Subject")).toBe(
      "New contact enquiry from Mary O'Neil (Smile <b>Dental</b>)",
    );
    expect(header(mail.raw, "Reply-To")).toBe("mary@example.com");
    expect(header(mail.raw, "Content-Type")).toMatch(/^multipart\/alternative/);
    expect(header(mail.raw, "Date")).toMatch(/\d{4} \d\d:\d\d:\d\d \+0000$/);
    const text = textPart(mail.raw);
    expect(text).toContain("Email: mary@example.com");
    expect(text).toContain("Practice/Company: Smile <b>Dental</b>");
    // The subject on its own line, apart from the message.
    expect(text).toContain(
      "Subject: Three sites\r\nMessage: Our three sites use different systems.",
    );
    // The button opens the enquiry itself (its card in the inbox), not the CRM's front page.
    const [stored] = await testDb.db.select().from(contactSubmissions);
    expect(text).toContain(
      `Open the enquiry in the CRM: https://www.durhamdatastrategy.test/crm?tab=contacts#contact-${stored.id}-name`,
    );
    // The visitor's markup is text in the HTML part too.
    expect(mail.raw).toContain("Smile &lt;b&gt;Dental&lt;/b&gt;");
    await waitUntil(async () => (await outboxRows())[0]?.status === "sent");
    const [row] = await outboxRows();
    expect(mail.messageId).toBe(row.messageId);
    expect(row.messageId).toMatch(/^[0-9a-f-]{36}@durhamdatastrategy\.co\.uk$/);
    expect(row).toMatchObject({ attempts: 1, template: "contact-notification", lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.smtpResponse).toMatch(/^250/);
  });

  it("a new DentalIQ registration mails its details (option labels, not codes)", async () => {
    const response = (await dentalApi.action({
      request: new Request("http://localhost/api/dental-iq", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          fullName: "Priya Shah",
          practiceName: "Shah Dental",
          jobTitle: "Owner",
          email: "priya@example.com",
          phone: "0191 000 0000",
          location: "Leeds",
          pms: "systmone",
          locations: "2-3",
          challenge: "Diaries do not talk to each other.",
          discoveryCall: "yes-within-week",
        }),
      }),
      params: {},
      context: requestContext({ nonce: "", clientAddress: "1.1.1.2" }),
    } as never)) as Response;
    expect(response.status).toBe(201);
    const mail = (await smtp.waitFor(2)).find((m) => m.to[0] === "staff@durhamdatastrategy.test")!;
    expect(header(mail.raw, "Subject")).toBe(
      "New DentalIQ early access registration from Priya Shah (Shah Dental)",
    );
    const text = textPart(mail.raw);
    for (const line of [
      "Phone: 0191 000 0000",
      "Practice management system: TPP SystmOne",
      "Number of locations: 2-3 locations",
      "Location: Leeds",
      "Diaries do not talk to each other.",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("50 enquiries while the mail server refuses: after it recovers, 100 mails (notification and acknowledgement), each once", async () => {
    smtp.refuse = true;
    for (let i = 0; i < 50; i++) {
      const response = await postContact(`Visitor ${i}`, `10.0.${i}.1`, `Practice ${i}`);
      expect(response.status).toBe(302);
    }
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(50);
    await waitUntil(async () => smtp.refusals >= 10);
    expect(smtp.received).toHaveLength(0);
    smtp.refuse = false;
    await waitUntil(async () => (await outboxRows()).every((r) => r.status === "sent"), 60_000);
    const rows = await outboxRows();
    expect(rows).toHaveLength(100);
    expect(smtp.received).toHaveLength(100);
    const subjects = smtp.received.map((m) => header(m.raw, "Subject"));
    for (let i = 0; i < 50; i++)
      expect(
        subjects.filter((s) => s === `New contact enquiry from Visitor ${i} (Practice ${i})`),
      ).toHaveLength(1);
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(
      new Set(rows.map((r) => r.messageId)),
    );
    expect(rows.some((r) => r.attempts > 1)).toBe(true);
  }, 90_000);

  it("the submission and its mail job commit together: a rolled-back transaction leaves neither", async () => {
    const outbox = await mailOutbox();
    const jobsBefore = await boss.getQueue("mail");
    await expect(
      getDb().transaction(async (tx) => {
        const [row] = await tx
          .insert(contactSubmissions)
          .values({
            firstName: "A",
            lastName: "",
            email: "a@example.com",
            company: "C",
            message: "0123456789",
            source: "website",
            sector: "general",
            newsletter: false,
          })
          .returning();
        await outbox.enqueue(tx, {
          template: contactNotificationMail,
          params: { id: row.id },
          to: "x@example.com",
        });
        throw new Error("something later in the transaction failed");
      }),
    ).rejects.toThrow("something later");
    expect(await testDb.db.select().from(contactSubmissions)).toHaveLength(0);
    expect(await outboxRows()).toHaveLength(0);
    const jobsAfter = await boss.getQueue("mail");
    expect(jobsAfter?.totalCount).toBe(jobsBefore?.totalCount);
  });

  it("a retry after the server accepted sends nothing (the sent log)", async () => {
    await postContact("Ann Lee", "1.1.1.5");
    await smtp.waitFor(2);
    await waitUntil(async () => (await outboxRows()).every((r) => r.status === "sent"));
    const [row] = await outboxRows();
    expect(
      await deliverMail(
        { mailId: row.id, messageId: row.messageId },
        { retryCount: 1, retryLimit: 14 },
      ),
    ).toBe("already-sent");
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(2);
  });

  it("after the last attempt the mail is failed with its error, and its job goes to the dead letter queue", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1"; // nothing listens there: every attempt fails
    const [contact] = await testDb.db
      .insert(contactSubmissions)
      .values({
        firstName: "B",
        lastName: "",
        email: "b@example.com",
        company: "C",
        message: "0123456789",
        source: "website",
        sector: "general",
        newsletter: false,
      })
      .returning();
    // Enqueued with the real retry policy: the workers make the first attempt at once, then
    // leave it waiting ~30 s for the next; the last attempt is played here once the first has
    // ended (an attempt still running would mark the row again after this one).
    const row = await enqueueMail({
      template: contactNotificationMail,
      params: { id: contact.id },
      to: "s@example.com",
    });
    const byId = eq(mailMessages.id, row.id);
    await waitUntil(async () => {
      const [r] = await testDb.db.select().from(mailMessages).where(byId);
      return r.attempts >= 1 && r.lastError !== null;
    });
    await expect(
      deliverMail(
        { mailId: row.id, messageId: row.messageId },
        { retryCount: MAIL_RETRY.retryLimit, retryLimit: MAIL_RETRY.retryLimit },
      ),
    ).rejects.toThrow();
    const [failed] = await testDb.db.select().from(mailMessages).where(eq(mailMessages.id, row.id));
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.sentAt).toBeNull();
    expect((await boss.getQueue("mail"))?.deadLetter).toBe("mail-dead");
  });

  it("a mail whose record was erased before sending is cancelled, not sent", async () => {
    smtp.refuse = true;
    const [contact] = await testDb.db
      .insert(contactSubmissions)
      .values({
        firstName: "Cy",
        lastName: "Erased",
        email: "c@example.com",
        company: "C",
        message: "0123456789",
        source: "website",
        sector: "general",
        newsletter: false,
      })
      .returning();
    const row = await enqueueMail({
      template: contactNotificationMail,
      params: { id: contact.id },
      to: "s@example.com",
    });
    await testDb.db.execute(sql`delete from contact_submissions`);
    smtp.refuse = false;
    const outcome = await deliverMail(
      { mailId: row.id, messageId: row.messageId },
      { retryCount: 0, retryLimit: 14 },
    );
    // The worker may have got there first: either way nothing is sent.
    expect(["cancelled", "already-sent"]).toContain(outcome);
    await waitUntil(async () => (await outboxRows())[0]?.status === "cancelled");
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(0);
  });

  it("retries span at least 24 hours (exponential backoff, no jitter)", () => {
    expect(mailRetryWindowSeconds()).toBeGreaterThanOrEqual(24 * 60 * 60);
    expect(mailRetryWindowSeconds()).toBe(117_090);
  });
});

describe("a local run without SMTP_URL", () => {
  it("writes each mail as an .eml file under DATA_DIR and logs no recipient, subject or link", async () => {
    delete process.env.SMTP_URL;
    const logged: string[] = [];
    const original = console.log;
    const level = process.env.LOG_LEVEL;
    delete process.env.LOG_LEVEL;
    console.log = (line: string) => logged.push(String(line));
    try {
      await postContact("Dee Local", "1.1.1.7");
      await waitUntil(async () => (await outboxRows())[0]?.status === "sent");
    } finally {
      console.log = original;
      process.env.LOG_LEVEL = level;
    }
    const [row] = await outboxRows();
    const file = path.join(
      mailFileDir(),
      path.basename(row.smtpResponse!.replace("written to ", "")),
    );
    const eml = fs.readFileSync(file, "utf8");
    expect(eml).toContain(`Message-ID: <${row.messageId}>`);
    expect(eml).toContain("New contact enquiry from Dee Local");
    const log = logged.join("\n");
    for (const secret of ["Dee Local", "staff@durhamdatastrategy.test", "mary@example.com", "/crm"])
      expect(log).not.toContain(secret);
    expect(smtp.received).toHaveLength(0);
  });
});
