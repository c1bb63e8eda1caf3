/**
 * The shared mailbox (IMAP_URL), read by the job runner: each message not read before is stored
 * by mailbox-import.server.ts (matched to a lead, logged as a staff member's own mail, or left
 * for the Unmatched list, where staff attach it).
 *
 * Exactly once: the reader keeps the last UID read under the mailbox's UIDVALIDITY
 * (mailbox_cursors), and a message's Message-ID is unique among stored messages, so a message
 * read twice (a restart before the cursor moved, two instances, a new UIDVALIDITY) is stored
 * once. Decisions 096 and 100.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type LeadMessage, leadMessages, leads, mailboxCursors } from "@db/schema";
import { recordAudit } from "./audit.server";
import { importMessage } from "./mailbox-import.server";

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

/** Messages fetched per FETCH command (their sources held in memory at most a batch ahead). */
const FETCH_BATCH = 200;

export interface SyncResult {
  read: number;
  matched: number;
  /** Sent by staff from their own client and copied to the mailbox (see mailbox-import). */
  logged: number;
  unmatched: number;
  suppressed: number;
}

/** Reads the messages not read before and stores them (see the module comment). */
export async function syncMailbox(settings: MailboxSettings, db = getDb()): Promise<SyncResult> {
  // Loaded when a mailbox is first read: a server with no mailbox never holds imapflow.
  const { ImapFlow } = await import("imapflow");
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.pass },
    logger: false,
  });
  const result: SyncResult = { read: 0, matched: 0, logged: 0, unmatched: 0, suppressed: 0 };
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
      // The UIDs not read yet, then their sources a batch at a time: one FETCH of them all lets
      // the client read thousands of sources ahead of the imports (690 MB for 10,000 messages).
      const found =
        box.exists > 0 ? await client.search({ uid: `${lastUid + 1}:*` }, { uid: true }) : [];
      // "n:*" names the newest message even when its UID is below n.
      const uids = (found || []).filter((uid) => uid > lastUid).sort((a, b) => a - b);
      for (let i = 0; i < uids.length; i += FETCH_BATCH) {
        const batch = uids.slice(i, i + FETCH_BATCH);
        for await (const message of client.fetch(
          `${batch[0]}:${batch[batch.length - 1]}`,
          { uid: true, source: true },
          { uid: true },
        )) {
          if (message.uid <= lastUid || !message.source) continue;
          const outcome = await importMessage(message.source, settings.host, db);
          result.read++;
          if (outcome === "matched") result.matched++;
          if (outcome === "logged") result.logged++;
          if (outcome === "unmatched") result.unmatched++;
          if (outcome === "suppressed") result.suppressed++;
          lastUid = message.uid;
          await db
            .insert(mailboxCursors)
            .values({ mailbox: settings.mailbox, uidValidity, lastUid, readAt: new Date() })
            .onConflictDoUpdate({
              target: mailboxCursors.mailbox,
              set: { uidValidity, lastUid, readAt: new Date(), ...READ_AGAIN },
            });
        }
      }
      await db
        .insert(mailboxCursors)
        .values({ mailbox: settings.mailbox, uidValidity, lastUid, readAt: new Date() })
        .onConflictDoUpdate({
          target: mailboxCursors.mailbox,
          set: { uidValidity, lastUid, readAt: new Date(), ...READ_AGAIN },
        });
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return result;
}

// ---- Outages: retried with backoff, shown on the System page ----

/** A successful read ends an outage. */
const READ_AGAIN = { failingSince: null, failures: 0, lastError: null, failedAt: null };

/** The longest wait between attempts while the mailbox cannot be read. */
const MAX_BACKOFF_MINUTES = 30;

/** Minutes to wait after the nth failure in a row: 1, 2, 4, 8, 16, 30, 30… */
export const backoffMinutes = (failures: number) =>
  Math.min(MAX_BACKOFF_MINUTES, 2 ** Math.max(0, failures - 1));

/**
 * What a failed read records: a code, never the message (an IMAP error can quote the server's
 * greeting or the login it refused). A refused login has no code of its own in imapflow.
 */
export function mailboxFailureCode(error: unknown): string {
  const e = (error ?? {}) as {
    code?: string;
    responseStatus?: string;
    authenticationFailed?: boolean;
  };
  if (e.authenticationFailed) return "AUTHENTICATIONFAILED";
  return e.code ?? e.responseStatus ?? "error";
}

/** Records a failed read (the error's code only: the server's words may quote the login). */
export async function recordMailboxFailure(
  mailbox: string,
  code: string,
  now = new Date(),
  db: Executor = getDb(),
) {
  await db
    .insert(mailboxCursors)
    // No read yet: an empty UIDVALIDITY, so the first read reads everything.
    .values({
      mailbox,
      uidValidity: "",
      lastUid: 0,
      readAt: new Date(0),
      failingSince: now,
      failures: 1,
      lastError: code,
      failedAt: now,
    })
    .onConflictDoUpdate({
      target: mailboxCursors.mailbox,
      set: {
        failingSince: sql`coalesce(${mailboxCursors.failingSince}, ${now.toISOString()}::timestamptz)`,
        failures: sql`${mailboxCursors.failures} + 1`,
        lastError: code,
        failedAt: now,
      },
    });
}

export interface MailboxState {
  /** When the mailbox was last read in full; null: never. */
  readAt: Date | null;
  failingSince: Date | null;
  failures: number;
  lastError: string | null;
  /** While failing: when the next attempt may be made. */
  nextAttemptAt: Date | null;
}

export async function mailboxState(mailbox: string, db: Executor = getDb()): Promise<MailboxState> {
  const [row] = await db.select().from(mailboxCursors).where(eq(mailboxCursors.mailbox, mailbox));
  const readAt = row && row.readAt.getTime() > 0 ? row.readAt : null;
  return {
    readAt,
    failingSince: row?.failingSince ?? null,
    failures: row?.failures ?? 0,
    lastError: row?.lastError ?? null,
    nextAttemptAt:
      row?.failedAt && row.failures
        ? new Date(row.failedAt.getTime() + backoffMinutes(row.failures) * 60_000)
        : null,
  };
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
