/**
 * /crm/mail through React Router's own handler: admins only; the list with its states, filter and
 * pages; Retry of a mail that failed for good (same row and Message-ID, a new job, audited, then
 * delivered); the template previews (sample data, never a real token); erased people's mail gone.
 * The failed mail is made here at the model level: the last attempt against a closed port.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, mailMessages, newsletterSubscriptions } from "@db/schema";
import { MAIL_RETRY } from "~/models/jobs.server";
import { deliverMail, enqueueMail } from "~/models/mail.server";
import { MAIL_TEMPLATES } from "~/models/mail-templates.server";
import { staffNoticeMail } from "~/models/staff-mails.server";
import { erasePerson } from "~/models/people.server";
import { MAIL_PAGE_SIZE } from "~/schemas/mail";
import { signIn } from "../../../tests/helpers/crm-session";
import { inProcessHandler } from "../../../tests/helpers/server-build";
import { useTestDb } from "../../../tests/helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-page-"));

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.DATA_DIR = dataDir;
  process.env.PUBLIC_URL = "https://www.durhamdatastrategy.test";
  handle = await inProcessHandler();
}, 120_000);

afterAll(() => {
  delete process.env.PUBLIC_URL;
  delete process.env.SMTP_URL;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => testDb.truncateAll());

const get = (cookie: string, url: string) =>
  handle(new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }));
const post = (cookie: string, fields: Record<string, string>) =>
  handle(
    new Request("http://localhost/crm/mail", {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
  );

/** A staff notice to `to`, queued and then failed for good (its last attempt refused). */
async function failedMail(to: string, userId: number) {
  const row = await enqueueMail({
    template: staffNoticeMail,
    params: { id: userId, notice: "password-changed" },
    to,
  });
  process.env.SMTP_URL = "smtp://127.0.0.1:9"; // nothing listens: connection refused
  try {
    await expect(
      deliverMail(
        { mailId: row.id, messageId: row.messageId },
        { retryCount: MAIL_RETRY.retryLimit, retryLimit: MAIL_RETRY.retryLimit },
      ),
    ).rejects.toThrow();
  } finally {
    delete process.env.SMTP_URL;
  }
  return row;
}

const rowOf = async (id: number) =>
  (await testDb.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0];

describe("/crm/mail", () => {
  it("is for admins only: a member gets 403 on the list, a preview and a retry", async () => {
    const member = await signIn(testDb.db, undefined, { role: "member" });
    expect((await get(member.cookie, "/crm/mail")).status).toBe(403);
    expect((await get(member.cookie, "/crm/mail/templates/staff-notice")).status).toBe(403);
    expect((await post(member.cookie, { id: "1" })).status).toBe(403);
  });

  it("says so when there is no mail", async () => {
    const admin = await signIn(testDb.db);
    const html = await (await get(admin.cookie, "/crm/mail")).text();
    expect(html).toContain("No mail has been sent yet.");
    expect(html).not.toMatch(/0 mails|page 1 of 1/);
    expect(await (await get(admin.cookie, "/crm/mail?state=failed")).text()).toContain(
      "No mail in this state.",
    );
  });

  it("lists a failed mail with its recipient, subject, attempts and error in plain words; filters by state", async () => {
    const admin = await signIn(testDb.db);
    await failedMail("failed@example.com", admin.userId);
    await enqueueMail({
      template: staffNoticeMail,
      params: { id: admin.userId, notice: "second-factor-enrolled" },
      to: "queued@example.com",
    });

    const all = await (await get(admin.cookie, "/crm/mail")).text();
    expect(all).toContain("failed@example.com");
    expect(all).toContain("queued@example.com");
    expect(all).toContain("The password of your CRM account was changed");
    expect(all).toContain("Failed — will not retry");
    expect(all).toContain("Queued");
    expect(all).toMatch(/ECONNREFUSED|connect/);
    expect(all).toContain("Your CRM account: a security notice (to the staff member)");
    expect(all).toContain(">2 mails.<");

    const failed = await (await get(admin.cookie, "/crm/mail?state=failed")).text();
    expect(failed).toContain("failed@example.com");
    expect(failed).not.toContain("queued@example.com");
    expect(failed.match(/data-testid="mail-row"/g)).toHaveLength(1);
    expect(failed).toContain(">Retry<");

    const queued = await (await get(admin.cookie, "/crm/mail?state=queued")).text();
    expect(queued).not.toContain("failed@example.com");
    expect(queued).not.toMatch(/>Retry</);

    // An unknown state or page is the whole list, never an error.
    const odd = await get(admin.cookie, "/crm/mail?state=%3Cb%3E&page=-4");
    expect(odd.status).toBe(200);
    expect(await odd.text()).toContain("failed@example.com");
  });

  it("pages the list", async () => {
    const admin = await signIn(testDb.db);
    for (let i = 0; i <= MAIL_PAGE_SIZE; i++)
      await testDb.db.insert(mailMessages).values({
        messageId: `m${i}@durhamdatastrategy.test`,
        template: "staff-notice",
        params: { id: admin.userId, notice: "password-changed" },
        recipient: `r${i}@example.com`,
        subject: `Mail ${i}`,
        status: "sent",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    const first = await (await get(admin.cookie, "/crm/mail")).text();
    expect(first).toContain(`r${MAIL_PAGE_SIZE}@example.com`);
    expect(first).not.toContain("r0@example.com");
    expect(first).toContain('href="/crm/mail?page=2"');
    const second = await (await get(admin.cookie, "/crm/mail?page=2")).text();
    expect(second).toContain("r0@example.com");
    expect(second.match(/data-testid="mail-row"/g)).toHaveLength(1);
  });

  it("lists the latest first: an old mail sent just now (after a retry) leads the page", async () => {
    const admin = await signIn(testDb.db);
    const row = (i: number, createdAt: Date, sentAt: Date) => ({
      messageId: `s${i}@durhamdatastrategy.test`,
      template: "staff-notice",
      params: { id: admin.userId, notice: "password-changed" },
      recipient: `s${i}@example.com`,
      subject: `Mail ${i}`,
      status: "sent" as const,
      createdAt,
      sentAt,
    });
    for (let i = 1; i <= MAIL_PAGE_SIZE; i++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i));
      await testDb.db.insert(mailMessages).values(row(i, at, at));
    }
    await testDb.db
      .insert(mailMessages)
      .values(row(0, new Date(Date.UTC(2025, 11, 1)), new Date(Date.UTC(2026, 0, 2))));
    const html = await (await get(admin.cookie, "/crm/mail?state=sent")).text();
    const recipients = [...html.matchAll(/s(\d+)@example\.com/g)].map((m) => Number(m[1]));
    expect(recipients[0]).toBe(0);
    expect(recipients).not.toContain(1);
  });

  it("Retry queues the same mail again (same Message-ID, a new job), audits it, and it is then sent", async () => {
    const admin = await signIn(testDb.db);
    const row = await failedMail("failed@example.com", admin.userId);
    const before = await rowOf(row.id);

    const response = await post(admin.cookie, {
      id: String(row.id),
      returnTo: "/crm/mail?state=failed",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/crm/mail?state=failed");
    const queued = await rowOf(row.id);
    expect(queued.status).toBe("queued");
    expect(queued.messageId).toBe(before.messageId);
    expect(queued.jobId).not.toBe(before.jobId);
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "mail"), eq(auditEvents.entityId, row.id)));
    expect(audit).toMatchObject({ actor: admin.email, action: "mail-retried" });
    expect(audit.summary).not.toContain("failed@example.com");

    // A second Retry finds nothing waiting; a nonsense id is no error either.
    const again = await post(admin.cookie, { id: String(row.id) });
    expect(again.status).toBe(302);
    expect(await rowOf(row.id)).toMatchObject({ status: "queued", jobId: queued.jobId });
    expect((await post(admin.cookie, { id: "<script>" })).status).toBe(302);
    expect((await post(admin.cookie, {})).status).toBe(302);

    // The new job delivers the same message: without SMTP_URL, an .eml file under DATA_DIR.
    expect(
      await deliverMail(
        { mailId: row.id, messageId: row.messageId },
        { retryCount: 0, retryLimit: MAIL_RETRY.retryLimit },
      ),
    ).toBe("sent");
    const sent = await rowOf(row.id);
    expect(sent.status).toBe("sent");
    const eml = fs.readFileSync(
      path.join(dataDir, sent.smtpResponse!.replace("written to ", "")),
      "utf8",
    );
    expect(eml).toContain(`Message-ID: <${row.messageId}>`);
    const list = await (await get(admin.cookie, "/crm/mail?state=sent")).text();
    expect(list).toContain("failed@example.com");
  });

  it("shows no mail of an erased person", async () => {
    const admin = await signIn(testDb.db);
    await failedMail("erase-me@example.com", admin.userId);
    expect(await (await get(admin.cookie, "/crm/mail")).text()).toContain("erase-me@example.com");
    await erasePerson("erase-me@example.com", admin.email);
    expect(await (await get(admin.cookie, "/crm/mail")).text()).not.toContain(
      "erase-me@example.com",
    );
  });
});

describe("/crm/mail/templates/:template", () => {
  it("previews every template, HTML in a sandboxed frame and the text part, from sample data", async () => {
    const admin = await signIn(testDb.db);
    // A real pending subscription: its token must not appear in any preview.
    const [pending] = await testDb.db
      .insert(newsletterSubscriptions)
      .values({
        fullName: "Real Person",
        email: "real@example.com",
        subscribed: false,
        unsubscribeToken: "real-unsubscribe-token-0123456789",
        confirmToken: "real-confirm-token-0123456789",
      })
      .returning();
    const list = await (await get(admin.cookie, "/crm/mail")).text();
    for (const [name, template] of Object.entries(MAIL_TEMPLATES)) {
      expect(list).toContain(`href="/crm/mail/templates/${name}"`);
      const response = await get(admin.cookie, `/crm/mail/templates/${name}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const preview = template.preview();
      expect(html).toContain(`Preview: ${template.label}`.replace(/\(/g, "("));
      // Sandboxed: no script runs in the mail (same origin only, so the page can size the frame).
      expect(html).toContain('sandbox="allow-same-origin"');
      expect(html).toContain("srcDoc=");
      expect(html).toContain("Plain-text part");
      // The first line of the text part, escaped as React writes it.
      expect(html).toContain(
        preview.text.split("\n")[0].replace(/&/g, "&amp;").replace(/'/g, "&#x27;"),
      );
      for (const secret of [pending.confirmToken!, pending.unsubscribeToken, "real@example.com"])
        expect(html).not.toContain(secret);
    }
    expect(
      await (await get(admin.cookie, "/crm/mail/templates/newsletter-confirm")).text(),
    ).toContain("/newsletter/confirm?token=sample-token-for-the-preview");
    expect((await get(admin.cookie, "/crm/mail/templates/nope")).status).toBe(404);
  });
});
