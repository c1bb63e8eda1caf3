/**
 * What the reminders are about, read when a reminder job runs and again when its mail is sent:
 *
 * - a staff member's **digest**: planned follow-ups overdue or due today, and the enquiries and
 *   DentalIQ registrations not yet processed (converted to, or linked with, a lead);
 * - the enquiries and registrations **waiting for a reply** 20 hours after they arrived, so the
 *   site's promise of a reply within 24 hours is kept. Staff have acted on one (and it is not
 *   waiting) once it is processed, or once a lead with its email address (main or additional) has
 *   an activity logged or planned, a status change, or a reply sent (from the CRM, or from a
 *   staff member's own client and logged through the shared mailbox: decision 100) at or after
 *   its arrival.
 *
 * A digest's follow-ups are the reader's own and the unassigned ones (decision 033's assignees);
 * enquiries and registrations have no owner, so everyone's digest lists them.
 * docs/decisions/030-reminders.md
 */
import { type SQL, and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import {
  activities,
  auditEvents,
  contactSubmissions,
  dentalRegistrations,
  leadMessages,
  leads,
  staffUsers,
} from "@db/schema";
import { endOfUkDay } from "./activities.server";
import type { InboxKind } from "./inbox.server";

/** Hours after arrival at which staff are reminded (the site promises a reply within 24). */
export const REPLY_REMINDER_HOURS = 20;
/**
 * Only arrivals younger than this are reminded about: older ones (after an outage of the job
 * runner, or on the first deployment) are in the next daily digest instead of a burst of mail.
 */
export const REPLY_REMINDER_LOOKBACK_HOURS = 72;

const HOUR_MS = 60 * 60 * 1000;

/** Whom a digest is for. */
export interface ReminderRecipient {
  id: number;
  email: string;
}

export interface DigestFollowUp {
  activityId: number;
  leadId: number;
  leadName: string;
  type: string;
  subject: string;
  dueAt: Date;
}

export interface WaitingItem {
  kind: InboxKind;
  id: number;
  name: string;
  company: string;
  email: string;
  createdAt: Date;
}

export interface Digest {
  overdue: DigestFollowUp[];
  dueToday: DigestFollowUp[];
  contacts: WaitingItem[];
  registrations: WaitingItem[];
}

/** The most items of one kind a digest reads; the mail says how many more there are. */
export const DIGEST_READ_LIMIT = 200;

export const isEmptyDigest = (d: Digest) =>
  d.overdue.length + d.dueToday.length + d.contacts.length + d.registrations.length === 0;

/** Active staff who have not turned reminders off, in a stable order. */
export function reminderRecipients(db: Executor = getDb()): Promise<ReminderRecipient[]> {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(and(isNull(staffUsers.deactivatedAt), eq(staffUsers.reminderMail, true)))
    .orderBy(asc(staffUsers.id));
}

/** A recipient who is still active and still wants reminders, or undefined. */
export async function activeRecipient(
  id: number,
  db: Executor = getDb(),
): Promise<ReminderRecipient | undefined> {
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.id, id),
        isNull(staffUsers.deactivatedAt),
        eq(staffUsers.reminderMail, true),
      ),
    );
  return row;
}

/**
 * The follow-ups that are this staff member's: assigned to them, or to nobody (so an unassigned
 * one still reaches someone). Enquiries and registrations have no owner yet: everyone gets them.
 */
function theirs(staff: ReminderRecipient) {
  return or(eq(activities.assigneeId, staff.id), isNull(activities.assigneeId));
}

type InboxTable = typeof contactSubmissions | typeof dentalRegistrations;

/** The person's name and company, from the columns each kind has. */
function nameColumns(kind: InboxKind) {
  return kind === "contact"
    ? {
        name: sql<string>`trim(${contactSubmissions.firstName} || ' ' || ${contactSubmissions.lastName})`,
        company: contactSubmissions.company,
      }
    : { name: dentalRegistrations.fullName, company: dentalRegistrations.practiceName };
}

async function listWaiting(
  kind: InboxKind,
  where: SQL | undefined,
  db: Executor,
  limit = DIGEST_READ_LIMIT,
): Promise<WaitingItem[]> {
  // drizzle cannot type a query over a union of tables: the contact table's view of the columns.
  const t = (
    kind === "contact" ? contactSubmissions : dentalRegistrations
  ) as typeof contactSubmissions;
  const rows = await db
    .select({ id: t.id, email: t.email, createdAt: t.createdAt, ...nameColumns(kind) })
    .from(t)
    .where(where)
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit);
  return rows.map((row) => ({ kind, ...row }));
}

async function dueFollowUps(now: Date, staff: ReminderRecipient, db: Executor) {
  const rows = await db
    .select({
      activityId: activities.id,
      leadId: activities.leadId,
      type: activities.type,
      subject: activities.subject,
      dueAt: activities.dueAt,
      leadName: sql<string>`trim(${leads.firstName} || ' ' || ${leads.lastName})`,
    })
    .from(activities)
    .innerJoin(leads, eq(leads.id, activities.leadId))
    .where(
      and(isNull(activities.completedDate), lte(activities.dueAt, endOfUkDay(now)), theirs(staff)),
    )
    .orderBy(asc(activities.dueAt), asc(activities.id))
    .limit(2 * DIGEST_READ_LIMIT);
  return rows.map((row) => ({ ...row, dueAt: row.dueAt! }));
}

/** One staff member's digest as of `now`: what is overdue, due today, and waiting. */
export async function digestFor(
  staff: ReminderRecipient,
  now: Date,
  db: Executor = getDb(),
): Promise<Digest> {
  const followUps = await dueFollowUps(now, staff, db);
  const unprocessed = (table: InboxTable) =>
    and(eq(table.processed, false), lte(table.createdAt, now));
  return {
    overdue: followUps.filter((f) => f.dueAt < now),
    dueToday: followUps.filter((f) => f.dueAt >= now),
    contacts: await listWaiting("contact", unprocessed(contactSubmissions), db),
    registrations: await listWaiting("registration", unprocessed(dentalRegistrations), db),
  };
}

/**
 * Staff have acted on the item: a lead with its email has an activity, a status change or a reply
 * sent at or after the item arrived (processing is checked on the item itself).
 */
function staffActedOn(table: InboxTable) {
  // The person's leads by either kind of address, each test on its own index (lower(email); the
  // GIN index on additional_emails): an "or" of the two would read every lead.
  return sql`exists (
    select 1 from (
      select id from ${leads} where lower(email) = lower(${table.email})
      union all
      select id from ${leads} where additional_emails @> array[lower(${table.email})]
    ) l
    where exists (
        select 1 from ${activities} a where a.lead_id = l.id and a.created_at >= ${table.createdAt}
      )
      or exists (
        select 1 from ${auditEvents} e
        where e.lead_id = l.id and e.action = 'status-changed' and e.at >= ${table.createdAt}
      )
      or exists (
        select 1 from ${leadMessages} m
        where m.lead_id = l.id and m.direction = 'out' and m.sent_at >= ${table.createdAt}
      )
  )`;
}

/** Items of one kind that arrived 20+ hours before `now`, still unprocessed, with no staff action and no reminder yet. */
export function waitingForReply(
  kind: InboxKind,
  now: Date,
  db: Executor = getDb(),
): Promise<WaitingItem[]> {
  const table = kind === "contact" ? contactSubmissions : dentalRegistrations;
  return listWaiting(
    kind,
    and(
      eq(table.processed, false),
      isNull(table.remindedAt),
      lte(table.createdAt, new Date(now.getTime() - REPLY_REMINDER_HOURS * HOUR_MS)),
      gt(table.createdAt, new Date(now.getTime() - REPLY_REMINDER_LOOKBACK_HOURS * HOUR_MS)),
      sql`not ${staffActedOn(table)}`,
    ),
    db,
  );
}

/**
 * Marks one item reminded, if nobody did first: false when another run (another instance, a
 * retried job) already has. Call it in the transaction that queues the reminder mail.
 */
export async function claimReminder(
  kind: InboxKind,
  id: number,
  now: Date,
  db: Executor,
): Promise<boolean> {
  const table = (
    kind === "contact" ? contactSubmissions : dentalRegistrations
  ) as typeof contactSubmissions;
  const claimed = await db
    .update(table)
    .set({ remindedAt: now })
    .where(and(eq(table.id, id), isNull(table.remindedAt), eq(table.processed, false)))
    .returning({ id: table.id });
  return claimed.length > 0;
}

/** One item, for its reminder mail; undefined when it is gone. */
export async function waitingItem(
  kind: InboxKind,
  id: number,
  db: Executor = getDb(),
): Promise<WaitingItem | undefined> {
  const table = kind === "contact" ? contactSubmissions : dentalRegistrations;
  const [item] = await listWaiting(kind, eq(table.id, id), db, 1);
  return item;
}
