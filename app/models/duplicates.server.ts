/**
 * Possible duplicates beyond the exact email: another lead with the same phone number (digits
 * only, +44 read as 0), the same first and last name, or the same surname at the same company
 * (case and spaces ignored), or one of the lead's addresses. The inbox (contact forms, DentalIQ
 * registrations) flags its items against the leads by the same rules. Staff can dismiss a pair as
 * "not a duplicate": remembered (duplicate_dismissals, inbox_duplicate_dismissals) and audited on
 * the leads' timelines.
 */
import { and, eq, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type Executor, getDb } from "@db/client.server";
import { duplicateDismissals, inboxDuplicateDismissals, leads } from "@db/schema";
import { recordAudit } from "./audit.server";
import { leadName } from "./leads.server";
import { leadHasEmail } from "./people.server";

export type DuplicateReason = "email" | "phone" | "name" | "surname-company";

export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  email: "Same email address",
  phone: "Same phone number",
  name: "Same first and last name",
  "surname-company": "Same surname and company",
};

/** A possible duplicate with its reasons in words, as pages show it. */
export function duplicateInWords(duplicate: PossibleDuplicate) {
  return { ...duplicate, reasons: duplicate.reasons.map((r) => DUPLICATE_REASON_LABELS[r]) };
}

export interface PossibleDuplicate {
  id: number;
  name: string;
  email: string;
  company: string | null;
  reasons: DuplicateReason[];
}

/** A UK country code (44, 0044, with the "(0)" some write after it) stands for the leading 0. */
const PHONE_PREFIX = /^(0044|44(?=\d{9,}))0?/;

/** A phone number's digits, with a UK +44 / 0044 prefix read as the leading 0. */
export function normalisePhone(phone: string | null | undefined): string {
  return (phone ?? "").replace(/\D/g, "").replace(PHONE_PREFIX, "0");
}

/** The same rule in SQL, for a column. */
const phoneSql = (column: AnyPgColumn): SQL =>
  sql`regexp_replace(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), '^(0044|44(?=[0-9]{9,}))0?', '0')`;
const folded = (column: AnyPgColumn): SQL => sql`lower(trim(coalesce(${column}, '')))`;

const MIN_PHONE_DIGITS = 6;

/** What the rules compare: a lead's, or an inbox item's, details. */
export interface PersonFacts {
  emails: string[];
  phone: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
}

/** The rules, as one SQL condition per reason over the leads table (those that apply). */
function duplicateConditions(person: PersonFacts): [DuplicateReason, SQL][] {
  const phone = normalisePhone(person.phone);
  const first = person.firstName.trim().toLowerCase();
  const last = person.lastName.trim().toLowerCase();
  const company = (person.company ?? "").trim().toLowerCase();
  const emails = person.emails.filter((email) => email.trim());
  const conditions = {
    email: emails.length ? or(...emails.map((email) => leadHasEmail(email))) : undefined,
    phone: phone.length >= MIN_PHONE_DIGITS ? sql`${phoneSql(leads.phone)} = ${phone}` : undefined,
    name:
      first && last
        ? and(sql`${folded(leads.firstName)} = ${first}`, sql`${folded(leads.lastName)} = ${last}`)
        : undefined,
    "surname-company":
      last && company
        ? and(sql`${folded(leads.lastName)} = ${last}`, sql`${folded(leads.company)} = ${company}`)
        : undefined,
  } satisfies Record<DuplicateReason, SQL | undefined>;
  return Object.entries(conditions).filter(([, condition]) => condition) as [
    DuplicateReason,
    SQL,
  ][];
}

/**
 * The query for leads that may be the same person as `person` (a flag per rule), oldest first;
 * `exclude` narrows the leads looked at (the lead itself, pairs dismissed). Each rule is an index
 * look-up (migration 0010).
 */
export function possibleDuplicatesQuery(
  person: PersonFacts,
  exclude: SQL | undefined,
  limit: number,
  db: Executor = getDb(),
) {
  const active = duplicateConditions(person);
  const query = db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      company: leads.company,
      ...Object.fromEntries(
        active.map(([reason, condition]) => [`is-${reason}`, sql<boolean>`(${condition})`]),
      ),
    })
    .from(leads)
    .where(and(or(...active.map(([, condition]) => condition)), exclude))
    .orderBy(leads.createdAt, leads.id)
    .limit(limit);
  return { active, query };
}

/** The leads `possibleDuplicatesQuery` finds, with why. */
async function findLeadsLike(
  person: PersonFacts,
  exclude: SQL | undefined,
  limit: number,
  db: Executor,
): Promise<PossibleDuplicate[]> {
  const { active, query } = possibleDuplicatesQuery(person, exclude, limit, db);
  if (!active.length) return [];
  const rows = await query;
  return rows.map((row) => {
    const flags = row as unknown as Record<string, boolean | string | null>;
    return {
      id: row.id,
      name: leadName(row),
      email: row.email,
      company: row.company,
      // PGlite and node-postgres both give booleans; "t" guards a text protocol.
      reasons: active
        .map(([reason]) => reason)
        .filter((reason) => flags[`is-${reason}`] === true || flags[`is-${reason}`] === "t"),
    };
  });
}

/** Other leads that may be the same person as this one, not dismissed; at most `limit`. */
export async function findPossibleDuplicates(
  leadId: number,
  limit = 10,
  db: Executor = getDb(),
): Promise<PossibleDuplicate[]> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return [];
  return findLeadsLike(
    { ...lead, emails: [lead.email, ...lead.additionalEmails] },
    and(
      ne(leads.id, leadId),
      notExists(
        db
          .select({ id: duplicateDismissals.id })
          .from(duplicateDismissals)
          .where(
            or(
              and(eq(duplicateDismissals.leadA, leadId), eq(duplicateDismissals.leadB, leads.id)),
              and(eq(duplicateDismissals.leadB, leadId), eq(duplicateDismissals.leadA, leads.id)),
            ),
          ),
      ),
    ),
    limit,
    db,
  );
}

/** The inbox's two kinds of item, as stored with a dismissed pair. */
export type InboxKind = "contact" | "registration";

/**
 * For each inbox item, the leads that may be the same person by the lead page's rules, minus the
 * pairs staff dismissed; at most `limit` each. Items without any are left out of the map.
 */
export async function findInboxDuplicates(
  kind: InboxKind,
  items: (PersonFacts & { id: number })[],
  limit = 5,
  db: Executor = getDb(),
): Promise<Map<number, PossibleDuplicate[]>> {
  const found = new Map<number, PossibleDuplicate[]>();
  // One indexed look-up per item (an inbox page holds at most a hundred).
  for (const item of items) {
    const duplicates = await findLeadsLike(
      item,
      notExists(
        db
          .select({ id: inboxDuplicateDismissals.id })
          .from(inboxDuplicateDismissals)
          .where(
            and(
              eq(inboxDuplicateDismissals.kind, kind),
              eq(inboxDuplicateDismissals.itemId, item.id),
              eq(inboxDuplicateDismissals.leadId, leads.id),
            ),
          ),
      ),
      limit,
      db,
    );
    if (duplicates.length) found.set(item.id, duplicates);
  }
  return found;
}

const INBOX_ENTITY = {
  contact: "contact-submission",
  registration: "dental-registration",
} as const;

/**
 * Staff say an inbox item is not the lead it was flagged against: remembered for the pair and on
 * the lead's timeline. False when the lead is unknown.
 */
export async function dismissInboxDuplicate(
  kind: InboxKind,
  itemId: number,
  leadId: number,
  itemLabel: string,
  actor: string,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
    if (!lead) return false;
    const inserted = await tx
      .insert(inboxDuplicateDismissals)
      .values({ kind, itemId, leadId, dismissedBy: actor })
      .onConflictDoNothing()
      .returning({ id: inboxDuplicateDismissals.id });
    if (inserted.length) {
      await recordAudit(tx, {
        actor,
        action: "duplicate-dismissed",
        entityType: INBOX_ENTITY[kind],
        entityId: itemId,
        leadId,
        summary: `Marked as not the same person as ${itemLabel}`,
      });
    }
    return true;
  });
}

/**
 * Staff say two leads are not the same person: the pair is remembered (no longer flagged) and
 * the decision is on both leads' timelines. False when either lead is unknown or it is one lead.
 */
export async function dismissDuplicate(
  leadId: number,
  otherId: number,
  actor: string,
): Promise<boolean> {
  if (leadId === otherId) return false;
  return getDb().transaction(async (tx) => {
    const found = await tx
      .select()
      .from(leads)
      .where(or(eq(leads.id, leadId), eq(leads.id, otherId)));
    const lead = found.find((row) => row.id === leadId);
    const other = found.find((row) => row.id === otherId);
    if (!lead || !other) return false;
    const inserted = await tx
      .insert(duplicateDismissals)
      .values({
        leadA: Math.min(leadId, otherId),
        leadB: Math.max(leadId, otherId),
        dismissedBy: actor,
      })
      .onConflictDoNothing()
      .returning({ id: duplicateDismissals.id });
    if (!inserted.length) return true;
    for (const [self, them] of [
      [lead, other],
      [other, lead],
    ]) {
      await recordAudit(tx, {
        actor,
        action: "duplicate-dismissed",
        entityType: "lead",
        entityId: self.id,
        leadId: self.id,
        summary: `Marked as not a duplicate of ${leadName(them)} (${them.email})`,
      });
    }
    return true;
  });
}
