/**
 * One message read from the shared mailbox, stored once (decisions 096 and 100):
 *
 * - **Whose**: a message from a staff member addressed (To or Cc) to a lead, or answering a
 *   thread of one, is mail they sent from their own client and copied to the logging address
 *   (BCC `hello+log@…`, or forwarded): it is stored as sent by them (direction "out", at its
 *   Date), so it counts as the lead's first response. Any other message is matched by its thread
 *   headers, then by its sender; no match: stored without a lead, for the Unmatched list.
 * - **What**: the text part, the HTML part as received (shown only sanitised), and the
 *   attachments: their bytes up to MAX_ATTACHMENT_BYTES each, above it only their name, type and
 *   size (the message is still imported).
 * - **Once**: the Message-ID is unique among stored messages; a message without one is named by
 *   a hash of its bytes, which no restart or UIDVALIDITY change alters. The message and its
 *   attachments are written in one transaction, so a process killed mid-import leaves either all
 *   of it or none, and the next read stores it then.
 */
import { createHash } from "node:crypto";
import { and, inArray, isNotNull, or, sql } from "drizzle-orm";
// mailparser is loaded with the first message read: a server with no mailbox never holds it.
import type { ParsedMail } from "mailparser";
import { type Db, type Executor, getDb } from "@db/client.server";
import { leadMessageAttachments, leadMessages, leads, staffUsers } from "@db/schema";
import { normaliseEmail } from "~/utils/email";
import { isSuppressed } from "./people.server";

/** Each attachment's bytes are kept up to this size; above it, only its name, type and size. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** A message's HTML part is kept up to this many characters (longer ones: the text part only). */
const MAX_HTML_CHARS = 1_000_000;

const withoutBrackets = (id: string) => id.trim().replace(/^<|>$/g, "");

function threadIds(mail: ParsedMail): string[] {
  const references = Array.isArray(mail.references)
    ? mail.references
    : mail.references
      ? mail.references.split(/\s+/)
      : [];
  return [...new Set([mail.inReplyTo ?? "", ...references].filter(Boolean).map(withoutBrackets))];
}

/** The lead whose thread (a message stored with it, or the one it answered) the ids name. */
async function leadByThread(db: Executor, ids: string[]): Promise<number | null> {
  if (!ids.length) return null;
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
  return thread?.leadId ?? null;
}

/** The oldest lead holding one of the addresses (its email or an additional one). */
async function leadByAddress(db: Executor, addresses: string[]): Promise<number | null> {
  if (!addresses.length) return null;
  const list = sql.join(
    addresses.map((address) => sql`${address}`),
    sql`, `,
  );
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      or(
        sql`lower(trim(${leads.email})) in (${list})`,
        sql`${leads.additionalEmails} && array[${list}]::text[]`,
      ),
    )
    .orderBy(leads.id)
    .limit(1);
  return lead?.id ?? null;
}

function addressesOf(mail: ParsedMail, fields: ("to" | "cc")[]): string[] {
  return fields
    .flatMap((field) => {
      const value = mail[field];
      return (Array.isArray(value) ? value : value ? [value] : []).flatMap((list) => list.value);
    })
    .map((address) => normaliseEmail(address.address ?? ""))
    .filter(Boolean);
}

async function staffMember(db: Executor, email: string) {
  if (!email) return undefined;
  const [staff] = await db
    .select({ email: staffUsers.email, displayName: staffUsers.displayName })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email}`)
    .limit(1);
  return staff;
}

export type ImportOutcome = "matched" | "logged" | "unmatched" | "suppressed" | "already-stored";

/** The stored name of a message: its Message-ID, else a hash of its bytes (stable across reads). */
export function storedMessageId(mail: ParsedMail, source: Buffer | string, host: string): string {
  if (mail.messageId) return withoutBrackets(mail.messageId);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 40);
  return `no-message-id-${hash}@${host}`;
}

/** Stores one raw message (RFC 5322) read from the mailbox on `host` (see the module comment). */
export async function importMessage(
  source: Buffer | string,
  host: string,
  db: Db = getDb(),
): Promise<ImportOutcome> {
  const { simpleParser } = await import("mailparser");
  const mail = await simpleParser(source, {
    skipImageLinks: true,
    skipHtmlToText: false,
    maxHtmlLengthToParse: MAX_HTML_CHARS,
  });
  const messageId = storedMessageId(mail, source, host);
  const from = mail.from?.value[0];
  const sender = normaliseEmail(from?.address ?? "");
  // An erased person's mail is never stored again, whatever it says.
  if (sender && (await isSuppressed(sender, db))) return "suppressed";
  const ids = threadIds(mail);
  const staff = await staffMember(db, sender);
  // A staff member's own mail: the lead it was sent to, or whose thread it answers.
  let recipients = staff ? addressesOf(mail, ["to", "cc"]) : [];
  recipients = (
    await Promise.all(recipients.map(async (a) => ((await isSuppressed(a, db)) ? "" : a)))
  ).filter(Boolean);
  const loggedFor = staff
    ? ((await leadByAddress(db, recipients)) ?? (await leadByThread(db, ids)))
    : null;
  const leadId =
    loggedFor ??
    (await leadByThread(db, ids)) ??
    (await leadByAddress(db, [sender].filter(Boolean)));
  const html =
    typeof mail.html === "string" && mail.html.length <= MAX_HTML_CHARS ? mail.html : null;
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(leadMessages)
      .values({
        leadId,
        direction: loggedFor ? "out" : "in",
        messageId,
        inReplyTo: mail.inReplyTo ? withoutBrackets(mail.inReplyTo) : null,
        references: ids,
        fromEmail: sender,
        fromName: from?.name || (loggedFor ? (staff?.displayName ?? "") : ""),
        recipient: Array.isArray(mail.to)
          ? mail.to.map((to) => to.text).join(", ")
          : (mail.to?.text ?? ""),
        subject: mail.subject ?? "",
        body: (mail.text ?? "").trim(),
        html,
        // Logged: sent from the staff member's own client, at the time the message says.
        status: loggedFor ? "logged" : "received",
        sentAt: mail.date ?? (loggedFor ? new Date() : null),
      })
      .onConflictDoNothing({ target: leadMessages.messageId })
      .returning({ id: leadMessages.id });
    const [row] = rows;
    if (!row) return "already-stored";
    // Every file, inline pictures too (they are not drawn in the message: decision 100).
    if (mail.attachments.length)
      await tx.insert(leadMessageAttachments).values(
        mail.attachments.map((file) => ({
          messageId: row.id,
          filename: file.filename || "attachment",
          contentType: file.contentType || "application/octet-stream",
          size: file.size ?? file.content.length,
          content: file.content.length <= MAX_ATTACHMENT_BYTES ? file.content : null,
        })),
      );
    if (loggedFor) return "logged";
    return leadId === null ? "unmatched" : "matched";
  });
}
