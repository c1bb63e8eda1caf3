/**
 * Replies written on a lead's page: the draft the compose form starts from (the lead's addresses,
 * "Re: " the enquiry's subject, the writer's name) and the send, which stores the message with the
 * lead and queues it in the outbox in one transaction (models/lead-reply-mails.server.ts renders
 * it and keeps its state). Threading: a reply answers the lead's latest enquiry: the Message-ID
 * of the acknowledgement the person received for it when there is one (the mail in their inbox),
 * else a stable id made from the enquiry, so every reply about it shares one thread. Decision 095.
 */
import { type SQLWrapper, and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import {
  type Lead,
  type LeadMessage,
  contactSubmissions,
  dentalRegistrations,
  leadMessages,
  mailMessages,
  staffUsers,
} from "@db/schema";
import { normaliseEmail } from "~/utils/email";
import { messageIdDomain } from "~/utils/smtp-transport.server";
import { recordAudit } from "./audit.server";
import { splitSubject } from "./enquiry-mails.server";
import { leadReplyMail } from "./lead-reply-mails.server";
import { fillSavedReply, listSavedReplies } from "./saved-replies.server";
import { type ThreadReader, assertMayReachThread, mayReachThread } from "./lead-threads.server";
import { mailOutbox } from "./mail.server";
import { PersonBlockedError, getRestriction, isSuppressed } from "./people.server";

/** The addresses a reply may go to: the lead's email first, then its additional ones. */
export function leadAddresses(lead: Pick<Lead, "email" | "additionalEmails">): string[] {
  return [...new Set([normaliseEmail(lead.email), ...lead.additionalEmails.map(normaliseEmail)])];
}

interface Enquiry {
  kind: "contact" | "registration";
  id: number;
  subject: string | null;
  at: Date;
}

/** "contact-12" or "registration-3": the enquiry a reply from the inbox answers. */
export const ENQUIRY_REF = /^(contact|registration)-([1-9]\d{0,8})$/;

/**
 * The enquiry a reply answers: the one named (from the inbox), when it is the lead's (linked to
 * it, or from one of its addresses); else the lead's latest enquiry or registration.
 */
async function latestEnquiry(
  db: Executor,
  lead: Lead,
  ref?: string | null,
): Promise<Enquiry | null> {
  const emails = leadAddresses(lead);
  const named = ref ? ENQUIRY_REF.exec(ref) : null;
  const only = (kind: Enquiry["kind"], id: SQLWrapper) =>
    named ? (named[1] === kind ? eq(id, Number(named[2])) : sql`false`) : undefined;
  const [contact] = await db
    .select({
      id: contactSubmissions.id,
      message: contactSubmissions.message,
      at: contactSubmissions.createdAt,
    })
    .from(contactSubmissions)
    .where(
      and(
        only("contact", contactSubmissions.id),
        or(
          eq(contactSubmissions.leadId, lead.id),
          inArray(sql`lower(trim(${contactSubmissions.email}))`, emails),
        ),
      ),
    )
    .orderBy(desc(contactSubmissions.createdAt))
    .limit(1);
  const [registration] = await db
    .select({ id: dentalRegistrations.id, at: dentalRegistrations.createdAt })
    .from(dentalRegistrations)
    .where(
      and(
        only("registration", dentalRegistrations.id),
        or(
          eq(dentalRegistrations.leadId, lead.id),
          inArray(sql`lower(trim(${dentalRegistrations.email}))`, emails),
        ),
      ),
    )
    .orderBy(desc(dentalRegistrations.createdAt))
    .limit(1);
  if (contact && (!registration || contact.at >= registration.at))
    return {
      kind: "contact",
      id: contact.id,
      subject: splitSubject(contact.message).subject,
      at: contact.at,
    };
  if (registration)
    return { kind: "registration", id: registration.id, subject: null, at: registration.at };
  // A named enquiry that is not the lead's: the lead's latest, as without one.
  return named ? latestEnquiry(db, lead) : null;
}

const ACKNOWLEDGEMENT = {
  contact: "contact-acknowledgement",
  registration: "dental-iq-acknowledgement",
};

/** The Message-ID a reply answers: the enquiry's acknowledgement as sent, else a stable one. */
async function threadRoot(db: Executor, lead: Lead, enquiry: Enquiry | null): Promise<string> {
  if (!enquiry) return `lead-${lead.id}@${messageIdDomain()}`;
  const [ack] = await db
    .select({ messageId: mailMessages.messageId })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.template, ACKNOWLEDGEMENT[enquiry.kind]),
        sql`${mailMessages.params}->>'id' = ${String(enquiry.id)}`,
      ),
    )
    .limit(1);
  return ack?.messageId ?? `enquiry-${enquiry.kind}-${enquiry.id}@${messageIdDomain()}`;
}

export interface ReplyDraft {
  /** The lead's addresses a reply may go to: never an erased (suppressed) one. */
  addresses: string[];
  /** How many of the lead's addresses are left out because they were erased. */
  suppressed: number;
  /** "Re: " the enquiry's subject; null when the enquiry had none (the form asks for one). */
  subject: string | null;
  /** The name the writer's last reply went out with; null before their first. */
  fromName: string | null;
  /** The enquiry the reply answers ("contact-12", "registration-3"); null without one. */
  enquiry: string | null;
  /** The team's saved replies, "{first name}" filled with the lead's. */
  savedReplies: { id: number; title: string; body: string }[];
  /** Why no reply can be written (the form is not offered); null when one can. */
  blocked: "not-yours" | "restricted" | "suppressed" | null;
}

const reSubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

export async function getReplyDraft(
  lead: Lead,
  reader: ThreadReader,
  db: Executor = getDb(),
  enquiryRef?: string | null,
): Promise<ReplyDraft> {
  const enquiry = await latestEnquiry(db, lead, enquiryRef);
  const [staff] = await db
    .select({ name: staffUsers.displayName })
    .from(staffUsers)
    .where(eq(staffUsers.id, reader.userId));
  const all = leadAddresses(lead);
  const erased = new Set<string>();
  for (const address of all) if (await isSuppressed(address, db)) erased.add(address);
  const addresses = all.filter((address) => !erased.has(address));
  return {
    addresses,
    suppressed: erased.size,
    subject: enquiry?.subject ? reSubject(enquiry.subject) : null,
    fromName: staff?.name ?? null,
    enquiry: enquiry ? `${enquiry.kind}-${enquiry.id}` : null,
    savedReplies: (await listSavedReplies(db)).map((saved) => ({
      id: saved.id,
      title: saved.title,
      body: fillSavedReply(saved.body, lead.firstName),
    })),
    blocked: !mayReachThread(lead, reader)
      ? "not-yours"
      : (await getRestriction(lead.email, db))
        ? "restricted"
        : addresses.length === 0
          ? "suppressed"
          : null,
  };
}

export interface ReplyInput {
  to: string;
  subject: string;
  body: string;
  fromName: string;
  /** The enquiry it answers (threading), as ENQUIRY_REF; else the lead's latest. */
  enquiry?: string;
}

export type ReplyResult =
  { ok: true; message: LeadMessage } | { ok: false; reason: "not-an-address-of-the-lead" };

/**
 * Stores the reply and queues it in the outbox (one transaction), and remembers the writer's
 * name for their next one. Never to an erased (suppressed) address or a restricted person, and
 * only by someone who may answer the lead's mail (lead-threads.server.ts).
 */
export async function sendLeadReply(
  lead: Lead,
  input: ReplyInput,
  staff: ThreadReader & { email: string },
): Promise<ReplyResult> {
  assertMayReachThread(lead, staff);
  const to = normaliseEmail(input.to);
  if (!leadAddresses(lead).includes(to)) return { ok: false, reason: "not-an-address-of-the-lead" };
  const db = getDb();
  if (await isSuppressed(to, db)) throw new PersonBlockedError("suppressed");
  if (await getRestriction(lead.email, db)) throw new PersonBlockedError("restricted");
  const enquiry = await latestEnquiry(db, lead, input.enquiry);
  const root = await threadRoot(db, lead, enquiry);
  const earlier = await db
    .select({ messageId: leadMessages.messageId })
    .from(leadMessages)
    .where(eq(leadMessages.leadId, lead.id))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
  const references = [root, ...earlier.flatMap((row) => (row.messageId ? [row.messageId] : []))];
  const outbox = await mailOutbox();
  const message = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leadMessages)
      .values({
        leadId: lead.id,
        direction: "out",
        inReplyTo: root,
        references: [...new Set(references)],
        fromEmail: staff.email,
        fromName: input.fromName,
        recipient: to,
        subject: input.subject,
        body: input.body,
      })
      .returning();
    const queued = await outbox.enqueue(tx, {
      template: leadReplyMail,
      params: { id: row.id },
      to,
    });
    const [withId] = await tx
      .update(leadMessages)
      .set({ messageId: queued.messageId })
      .where(eq(leadMessages.id, row.id))
      .returning();
    await tx
      .update(staffUsers)
      .set({ displayName: input.fromName })
      .where(eq(staffUsers.id, staff.userId));
    // The send in the audit trail: who wrote to whom, never the text (the lead keeps that).
    await recordAudit(tx, {
      actor: staff.email,
      action: "reply-sent",
      entityType: "lead-message",
      entityId: row.id,
      leadId: lead.id,
      summary: "Replied by email",
    });
    return withId;
  });
  return { ok: true, message };
}

/** A lead's messages, oldest first (the timeline and the API read them). */
export function listLeadMessages(
  leadIds: number[],
  db: Executor = getDb(),
): Promise<LeadMessage[]> {
  return db
    .select()
    .from(leadMessages)
    .where(inArray(leadMessages.leadId, leadIds))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
}

/** One message by its id (sent or received, attached to a lead or not). */
export async function getLeadMessage(
  id: number,
  db: Executor = getDb(),
): Promise<LeadMessage | undefined> {
  const [row] = await db.select().from(leadMessages).where(eq(leadMessages.id, id));
  return row;
}
