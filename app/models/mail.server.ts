/**
 * The mail outbox: every outgoing mail is a row in mail_messages plus a pg-boss job on the "mail"
 * queue, both written in the transaction of the change that causes the mail.
 *
 *   const outbox = await mailOutbox();            // before the transaction
 *   await getDb().transaction(async (tx) => {
 *     …the change…
 *     await outbox.enqueue(tx, { template: contactNotificationMail, params: { id }, to });
 *   });
 *   // or, when the mail is the whole change: await enqueueMail({ template, params, to })
 *
 * Delivery (`deliverMail`, the job's handler) renders the template, sends with the row's own
 * Message-ID and Date, and marks the row sent (`sentAt`: the sent log) once the SMTP server has
 * accepted it. A retry that finds `sentAt` set sends nothing. The window that remains: a process
 * killed after the SMTP server's "250 OK" and before the sent mark commits (a few milliseconds)
 * sends that message once more, with the same Message-ID (most mail systems drop it as a
 * duplicate). Failed sends are retried with exponential backoff for at least 32 hours
 * (jobs.server.ts MAIL_RETRY); after the last, the row is "failed" and the job goes to the
 * "mail-dead" queue. docs/decisions/015-mail-outbox.md
 */
import crypto from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { type Db, getDb } from "@db/client.server";
import { type MailMessage, mailMessages } from "@db/schema";
import { MAIL_PAGE_SIZE, type MailListQuery } from "~/schemas/mail";
import { log } from "~/utils/log.server";
import { deliver, messageIdDomain } from "~/utils/smtp-transport.server";
import { recordAudit } from "./audit.server";
import { type SqlExecutor, enqueue, jobsFor } from "./jobs.server";
import type { MailParams, MailTemplate } from "./mail-kit.server";
import { findMailTemplate } from "./mail-templates.server";

export interface MailRequest {
  /** The mail's template (models/mail-kit.server.ts); its name is stored with the row. */
  template: MailTemplate;
  /** What the template reads when it renders (record ids); never a secret. */
  params: MailParams;
  to: string;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Outbox {
  /** Writes the outbox row and its job in `tx`; returns the row. */
  enqueue(tx: Tx | Db, mail: MailRequest): Promise<MailMessage>;
}

/** A mail job names its row by id and Message-ID, so it can never deliver another message. */
export interface MailJob {
  mailId: number;
  messageId: string;
}

const mailJob = (row: { id: number; messageId: string }) => ({
  mailId: row.id,
  messageId: row.messageId,
});

function newMessageId(): string {
  return `${crypto.randomUUID()}@${messageIdDomain()}`;
}

async function enqueueWith(boss: PgBoss, tx: Tx | Db, mail: MailRequest): Promise<MailMessage> {
  const rendered = await mail.template.render(mail.params, tx);
  if (!rendered) throw new Error(`mail: ${mail.template.name} has nothing to render`);
  const [row] = await tx
    .insert(mailMessages)
    .values({
      messageId: newMessageId(),
      template: mail.template.name,
      params: mail.params,
      recipient: mail.to,
      subject: rendered.subject,
    })
    .returning();
  const jobId = await enqueue(boss, tx as SqlExecutor, "mail", mailJob(row));
  const [withJob] = await tx
    .update(mailMessages)
    .set({ jobId })
    .where(eq(mailMessages.id, row.id))
    .returning();
  return withJob;
}

/** The outbox of this process's database; get it before opening the transaction. */
export async function mailOutbox(): Promise<Outbox> {
  const boss = await jobsFor();
  return { enqueue: (tx, mail) => enqueueWith(boss, tx, mail) };
}

/** Queues one mail in a transaction of its own. */
export async function enqueueMail(mail: MailRequest): Promise<MailMessage> {
  const outbox = await mailOutbox();
  return getDb().transaction((tx) => outbox.enqueue(tx, mail));
}

export type DeliveryOutcome = "sent" | "already-sent" | "cancelled" | "missing";

export interface Attempt {
  /** pg-boss's retryCount: 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

/** Short, and never the message: an SMTP error or a network error code. */
function errorText(error: unknown): string {
  const e = error as { response?: string; code?: string; message?: string };
  return String(e.response ?? e.message ?? e.code ?? error).slice(0, 300);
}

/** The mail job's work: see the module comment. Throws to have pg-boss retry. */
export async function deliverMail(job: MailJob, attempt: Attempt): Promise<DeliveryOutcome> {
  const { mailId, messageId } = job;
  const db = getDb();
  const thisMail = and(eq(mailMessages.id, mailId), eq(mailMessages.messageId, messageId));
  // Counting the attempt also checks the sent log: a row already sent is not claimed.
  const [row] = await db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1` })
    .where(and(thisMail, isNull(mailMessages.sentAt)))
    .returning();
  if (!row) {
    const [sent] = await db.select({ id: mailMessages.id }).from(mailMessages).where(thisMail);
    return sent ? "already-sent" : "missing";
  }
  const template = findMailTemplate(row.template);
  const rendered = (await template?.render(row.params, db)) ?? null;
  if (!rendered) {
    await db
      .update(mailMessages)
      .set({ status: "cancelled", lastError: "Its record no longer exists" })
      .where(thisMail);
    await template?.settled?.(row.params, { outcome: "cancelled" }, db);
    log.info(`mail #${mailId}: cancelled (its record is gone)`);
    return "cancelled";
  }
  let response: string;
  try {
    ({ response } = await deliver({
      messageId: row.messageId,
      date: row.createdAt,
      to: row.recipient,
      subject: row.subject,
      text: rendered.text,
      html: rendered.html,
      replyTo: rendered.replyTo,
      fromName: rendered.fromName,
      headers: rendered.headers,
    }));
  } catch (error) {
    const last = attempt.retryCount >= attempt.retryLimit;
    await db
      .update(mailMessages)
      .set({ lastError: errorText(error), status: last ? "failed" : "queued" })
      .where(thisMail);
    await template?.settled?.(
      row.params,
      { outcome: "refused", error: errorText(error), last },
      db,
    );
    log.warn(`mail #${mailId}: attempt ${row.attempts} failed${last ? " (the last)" : ""}`, {
      err: errorText(error),
    });
    throw error;
  }
  await db
    .update(mailMessages)
    .set({ status: "sent", sentAt: new Date(), smtpResponse: response.slice(0, 300) })
    .where(thisMail);
  await template?.settled?.(row.params, { outcome: "sent", response }, db);
  log.info(`mail #${mailId}: sent (${row.template})`);
  return "sent";
}

// ---- The CRM Mail page ----

export type MailListRow = Pick<
  MailMessage,
  | "id"
  | "template"
  | "recipient"
  | "subject"
  | "status"
  | "attempts"
  | "lastError"
  | "createdAt"
  | "sentAt"
>;

/** The outbox, newest first, optionally one state, in pages. */
export async function listMail({ state, page }: MailListQuery): Promise<{
  mail: MailListRow[];
  total: number;
  page: number;
  pageCount: number;
}> {
  const db = getDb();
  const where = state ? eq(mailMessages.status, state) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(mailMessages).where(where);
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / MAIL_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const mail = await db
    .select({
      id: mailMessages.id,
      template: mailMessages.template,
      recipient: mailMessages.recipient,
      subject: mailMessages.subject,
      status: mailMessages.status,
      attempts: mailMessages.attempts,
      lastError: mailMessages.lastError,
      createdAt: mailMessages.createdAt,
      sentAt: mailMessages.sentAt,
    })
    .from(mailMessages)
    .where(where)
    // Latest first: a mail sent now (a retried old one too) leads the list, not where it was queued.
    .orderBy(
      sql`coalesce(${mailMessages.sentAt}, ${mailMessages.createdAt}) desc`,
      desc(mailMessages.id),
    )
    .limit(MAIL_PAGE_SIZE)
    .offset((current - 1) * MAIL_PAGE_SIZE);
  return { mail, total, page: current, pageCount };
}

/**
 * Queues a failed mail again: the same row (so the same Message-ID and the same sent log: a copy
 * the server did accept is never sent twice) with a new job and a fresh set of retries. Only a
 * mail that has failed for good; false when it is not (already retried, sent, or gone).
 */
export async function retryMail(id: number, actor: string): Promise<boolean> {
  const boss = await jobsFor();
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(mailMessages)
      .set({ status: "queued" })
      .where(
        and(
          eq(mailMessages.id, id),
          eq(mailMessages.status, "failed"),
          isNull(mailMessages.sentAt),
        ),
      )
      .returning();
    if (!row) return false;
    const jobId = await enqueue(boss, tx as SqlExecutor, "mail", mailJob(row));
    await tx.update(mailMessages).set({ jobId }).where(eq(mailMessages.id, id));
    // The template's name, not the recipient: the audit trail outlives the outbox row.
    await recordAudit(tx, {
      actor,
      action: "mail-retried",
      entityType: "mail",
      entityId: id,
      summary: `Queued a failed mail again (${findMailTemplate(row.template)?.label ?? row.template})`,
    });
    return true;
  });
}
