/**
 * The shared mailbox (IMAP_URL), read by the job runner: each message not read before is matched
 * to a lead by its thread headers (In-Reply-To, References naming a reply sent from the CRM), then
 * by its sender (a lead's email or one of its additional ones), and stored with that lead; a
 * message that matches nobody is stored without a lead, for the Unmatched list, where staff attach
 * it. A sender who was erased (suppressed) is never stored again. Only the text is kept: an HTML
 * message's text as mailparser derives it, so no markup, script or remote image reaches the CRM.
 *
 * Exactly once: the reader keeps the last UID read under the mailbox's UIDVALIDITY
 * (mailbox_cursors), and a message's Message-ID is unique among stored messages, so a message
 * read twice (a restart before the cursor moved, a new UIDVALIDITY) is stored once. Decision 096.
 */
import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { type ParsedMail, simpleParser } from "mailparser";
import { type Executor, getDb } from "@db/client.server";
import { type LeadMessage, leadMessages, leads, mailboxCursors } from "@db/schema";
import { normaliseEmail } from "~/utils/email";
import { isSuppressed } from "./people.server";
import { recordAudit } from "./audit.server";

export interface MailboxSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
}

/** IMAP_URL's parts; the password stays in this object, never in a log line or an error. */
export function mailboxSettings(url: string): MailboxSettings {
  const parsed = new URL(url);
  const secure = parsed.protocol === "imaps:";
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 993 : 143),
    secure,
    user: decodeURIComponent(parsed.username),
    pass: decodeURIComponent(parsed.password),
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\//, "")) || "INBOX",
  };
}

const withoutBrackets = (id: string) => id.trim().replace(/^<|>$/g, "");

function threadIds(mail: ParsedMail): string[] {
  const references = Array.isArray(mail.references)
    ? mail.references
    : mail.references
      ? mail.references.split(/\s+/)
      : [];
  return [...new Set([mail.inReplyTo ?? "", ...references].filter(Boolean).map(withoutBrackets))];
}

/** The lead a message belongs to: by the thread it answers, then by its sender; null for nobody. */
async function matchLead(db: Executor, mail: ParsedMail, sender: string): Promise<number | null> {
  const ids = threadIds(mail);
  if (ids.length) {
    const [thread] = await db
      .select({ leadId: leadMessages.leadId })
      .from(leadMessages)
      .where(
        and(
          or(inArray(leadMessages.messageId, ids), inArray(leadMessages.inReplyTo, ids)),
          isNotNull(leadMessages.leadId),
        ),
      )
      .limit(1);
    if (thread?.leadId) return thread.leadId;
  }
  if (!sender) return null;
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      or(
        sql`lower(trim(${leads.email})) = ${sender}`,
        sql`${sender} = any(${leads.additionalEmails})`,
      ),
    )
    .orderBy(leads.id)
    .limit(1);
  return lead?.id ?? null;
}

export type ImportOutcome = "matched" | "unmatched" | "suppressed" | "already-stored";

/** Stores one raw message (RFC 5322) read from the mailbox; `fallbackId` when it has no Message-ID. */
export async function importMessage(
  source: Buffer | string,
  fallbackId: string,
  db: Executor = getDb(),
): Promise<ImportOutcome> {
  const mail = await simpleParser(source, { skipImageLinks: true, skipHtmlToText: false });
  const messageId = mail.messageId ? withoutBrackets(mail.messageId) : fallbackId;
  const from = mail.from?.value[0];
  const sender = normaliseEmail(from?.address ?? "");
  // An erased person's mail is never stored again, whatever it says.
  if (sender && (await isSuppressed(sender, db))) return "suppressed";
  const leadId = await matchLead(db, mail, sender);
  const ids = threadIds(mail);
  const rows = await db
    .insert(leadMessages)
    .values({
      leadId,
      direction: "in",
      messageId,
      inReplyTo: mail.inReplyTo ? withoutBrackets(mail.inReplyTo) : null,
      references: ids,
      fromEmail: sender,
      fromName: from?.name ?? "",
      recipient: Array.isArray(mail.to)
        ? mail.to.map((to) => to.text).join(", ")
        : (mail.to?.text ?? ""),
      subject: mail.subject ?? "",
      body: (mail.text ?? "").trim(),
      status: "received",
      sentAt: mail.date ?? null,
    })
    .onConflictDoNothing({ target: leadMessages.messageId })
    .returning({ id: leadMessages.id });
  if (!rows.length) return "already-stored";
  return leadId === null ? "unmatched" : "matched";
}

export interface SyncResult {
  read: number;
  matched: number;
  unmatched: number;
  suppressed: number;
}

/** Reads the messages not read before and stores them (see the module comment). */
export async function syncMailbox(settings: MailboxSettings, db = getDb()): Promise<SyncResult> {
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.pass },
    logger: false,
  });
  const result: SyncResult = { read: 0, matched: 0, unmatched: 0, suppressed: 0 };
  await client.connect();
  try {
    const lock = await client.getMailboxLock(settings.mailbox);
    try {
      const box = client.mailbox;
      if (!box) return result;
      const uidValidity = String(box.uidValidity);
      const [cursor] = await db
        .select()
        .from(mailboxCursors)
        .where(eq(mailboxCursors.mailbox, settings.mailbox));
      // A new UIDVALIDITY renumbers the mailbox: read it all again (Message-IDs keep it once).
      let lastUid = cursor?.uidValidity === uidValidity ? cursor.lastUid : 0;
      if (box.exists > 0) {
        for await (const message of client.fetch(
          `${lastUid + 1}:*`,
          { uid: true, source: true },
          { uid: true },
        )) {
          // "n:*" names the newest message even when its UID is below n.
          if (message.uid <= lastUid || !message.source) continue;
          const outcome = await importMessage(
            message.source,
            `imap-${uidValidity}-${message.uid}@${settings.host}`,
            db,
          );
          result.read++;
          if (outcome === "matched") result.matched++;
          if (outcome === "unmatched") result.unmatched++;
          if (outcome === "suppressed") result.suppressed++;
          lastUid = message.uid;
          await db
            .insert(mailboxCursors)
            .values({ mailbox: settings.mailbox, uidValidity, lastUid, readAt: new Date() })
            .onConflictDoUpdate({
              target: mailboxCursors.mailbox,
              set: { uidValidity, lastUid, readAt: new Date() },
            });
        }
      }
      await db
        .insert(mailboxCursors)
        .values({ mailbox: settings.mailbox, uidValidity, lastUid, readAt: new Date() })
        .onConflictDoUpdate({
          target: mailboxCursors.mailbox,
          set: { uidValidity, lastUid, readAt: new Date() },
        });
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return result;
}

// ---- The Unmatched list ----

/** A message from the mailbox that no lead holds. */
const unmatched = () => and(isNull(leadMessages.leadId), eq(leadMessages.direction, "in"));

/** Messages from the mailbox that matched no lead, newest first. */
export function listUnmatched(db: Executor = getDb()): Promise<LeadMessage[]> {
  return db
    .select()
    .from(leadMessages)
    .where(unmatched())
    .orderBy(sql`${leadMessages.createdAt} desc`, sql`${leadMessages.id} desc`)
    .limit(200);
}

/** How many messages wait on the Unmatched list (the dashboard says so when there are any). */
export async function countUnmatched(db: Executor = getDb()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leadMessages)
    .where(unmatched());
  return row?.count ?? 0;
}

/** Attaches an unmatched message to a lead; false when either is gone or it is attached already. */
export async function attachMessage(messageId: number, leadId: number, actor: string) {
  return getDb().transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
    if (!lead) return false;
    const [row] = await tx
      .update(leadMessages)
      .set({ leadId })
      .where(and(eq(leadMessages.id, messageId), isNull(leadMessages.leadId)))
      .returning({ id: leadMessages.id });
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: "message-attached",
      entityType: "lead-message",
      entityId: messageId,
      leadId,
      summary: "Email attached to the lead",
    });
    return true;
  });
}
