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
import { type Executor, getDb, selectRows } from "@db/client.server";
import { duplicateDismissals, inboxDuplicateDismissals, leads } from "@db/schema";
import { recordAudit } from "./audit.server";
import type { InboxKind } from "./inbox.server";
import { leadName } from "./leads.server";
import { sameEmail } from "./people.server";
import { normaliseEmail } from "~/utils/email";

/** Why two people may be the same one (pages word these: components/lead/texts.ts). */
export const DUPLICATE_REASONS = ["email", "phone", "name", "surname-company"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

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
/** How many matches of one person are looked at before the oldest few are kept. */
const MAX_MATCHES = 100;

/** What the rules compare: a lead's, or an inbox item's, details. */
export interface PersonFacts {
  emails: string[];
  phone: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
}

/**
 * A person's details as the rules compare them: addresses trimmed and lower-cased, the phone's
 * digits (+44 read as 0), names and company trimmed and lower-cased. A value a rule cannot use
 * (no name, no company, a phone shorter than six digits) is null, which matches nothing in SQL:
 * the rule drops out without a guard, and its index is asked for nothing.
 */
export function normalisedFacts(person: PersonFacts) {
  const folded = (value: string | null) => value?.trim().toLowerCase() || null;
  const phone = normalisePhone(person.phone);
  return {
    emails: person.emails.map(normaliseEmail).filter(Boolean),
    phone: phone.length >= MIN_PHONE_DIGITS ? phone : null,
    first: folded(person.firstName),
    last: folded(person.lastName),
    company: folded(person.company),
  };
}

/** The values the rules compare on the other side, as SQL: bound values or an outer row's columns. */
interface RuleValues {
  emails: SQL[];
  phone: SQL;
  first: SQL;
  last: SQL;
  company: SQL;
}

/** The rules, one SQL condition per reason over the leads table (values as normalisedFacts). */
function ruleConditions(v: RuleValues): [DuplicateReason, SQL][] {
  return [
    [
      "email",
      or(
        sql`false`,
        ...v.emails.map((email) =>
          or(
            sameEmail(email, leads.email),
            sql`${leads.additionalEmails} @> array[${email}]::text[]`,
          ),
        ),
      )!,
    ],
    ["phone", sql`${phoneSql(leads.phone)} = ${v.phone}`],
    [
      "name",
      sql`(${folded(leads.firstName)} = ${v.first} and ${folded(leads.lastName)} = ${v.last})`,
    ],
    [
      "surname-company",
      sql`(${folded(leads.lastName)} = ${v.last} and ${folded(leads.company)} = ${v.company})`,
    ],
  ];
}

/** A person's details, bound as values. */
function boundValues(person: PersonFacts): RuleValues {
  const facts = normalisedFacts(person);
  const text = (value: string | null) => sql`${value}::text`;
  return {
    emails: facts.emails.map(text),
    phone: text(facts.phone),
    first: text(facts.first),
    last: text(facts.last),
    company: text(facts.company),
  };
}

/**
 * The columns of the leads a match returns, and a flag per rule (`is-<reason>`), each named, so
 * the rows read the same through the query builder and inside a raw query.
 */
function matchColumns(conditions: [DuplicateReason, SQL][]) {
  const named = <T>(value: SQL | AnyPgColumn, name: string) => sql<T>`${value}`.as(name);
  return {
    id: named<number>(leads.id, "id"),
    firstName: named<string>(leads.firstName, "firstName"),
    lastName: named<string>(leads.lastName, "lastName"),
    email: named<string>(leads.email, "email"),
    company: named<string | null>(leads.company, "company"),
    ...Object.fromEntries(
      conditions.map(([reason, condition]) => [
        `is-${reason}`,
        named<boolean>(sql`(${condition})`, `is-${reason}`),
      ]),
    ),
  };
}

/** A row of matchColumns as a PossibleDuplicate (with the reasons whose flag is set). */
function toDuplicate(row: Record<string, unknown>): PossibleDuplicate {
  const reasons = DUPLICATE_REASONS.filter(
    // PGlite and node-postgres both give booleans; "t" guards a text protocol.
    (reason) => row[`is-${reason}`] === true || row[`is-${reason}`] === "t",
  );
  const person = row as { firstName: string; lastName: string };
  return {
    id: Number(row.id),
    name: leadName(person),
    email: String(row.email),
    company: (row.company as string | null) ?? null,
    reasons,
  };
}

/**
 * The query for leads that may be the same person as `person` (a flag per rule), oldest first;
 * `exclude` narrows the leads looked at (the lead itself, pairs dismissed). Each rule is an index
 * look-up (migration 0012).
 */
export function possibleDuplicatesQuery(
  person: PersonFacts,
  exclude: SQL | undefined,
  limit: number,
  db: Executor = getDb(),
) {
  const conditions = ruleConditions(boundValues(person));
  return oldestMatches(conditions, exclude, limit, db);
}

/**
 * The leads meeting any of `conditions` (and not `exclude`d), oldest first, at most `limit`.
 * The matches are found first, then ordered: asked for the order and the limit together, the
 * planner walks the leads by creation date hoping to meet the few matches early (reading every
 * lead when there are none) instead of using the rules' indexes. The subquery's own limit keeps
 * it apart (a subquery with a LIMIT is not merged into the outer query); a person who matches
 * more than MAX_MATCHES leads is shown the oldest of those found.
 */
function oldestMatches(
  conditions: [DuplicateReason, SQL][],
  exclude: SQL | undefined,
  limit: number,
  db: Executor,
) {
  const matches = db
    .select({
      ...matchColumns(conditions),
      createdAt: sql<Date>`${leads.createdAt}`.as("createdAt"),
    })
    .from(leads)
    .where(and(or(...conditions.map(([, condition]) => condition)), exclude))
    .limit(MAX_MATCHES)
    .as("matches");
  return db.select().from(matches).orderBy(matches.createdAt, matches.id).limit(limit);
}

/** Other leads that may be the same person as this one, not dismissed; at most `limit`. */
export async function findPossibleDuplicates(
  leadId: number,
  limit = 10,
  db: Executor = getDb(),
): Promise<PossibleDuplicate[]> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return [];
  const rows = await possibleDuplicatesQuery(
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
  return rows.map(toDuplicate);
}

/** The one query of findInboxDuplicates: the items' rows, each with its matches (lateral). */
export function inboxDuplicatesQuery(
  kind: InboxKind,
  items: (PersonFacts & { id: number })[],
  limit: number,
  db: Executor = getDb(),
): SQL {
  const values = JSON.stringify(
    items.map((item) => {
      const { emails, ...facts } = normalisedFacts(item);
      return { item_id: item.id, email: emails[0] ?? null, ...facts };
    }),
  );
  const conditions = ruleConditions({
    emails: [sql`i.email`],
    phone: sql`i.phone`,
    first: sql`i.first`,
    last: sql`i.last`,
    company: sql`i.company`,
  });
  const match = oldestMatches(
    conditions,
    notExists(
      db
        .select({ id: inboxDuplicateDismissals.id })
        .from(inboxDuplicateDismissals)
        .where(
          and(
            eq(inboxDuplicateDismissals.kind, kind),
            sql`${inboxDuplicateDismissals.itemId} = i.item_id`,
            eq(inboxDuplicateDismissals.leadId, leads.id),
          ),
        ),
    ),
    limit,
    db,
  );
  return sql`select i.item_id as "itemId", m.* from jsonb_to_recordset(${values}::jsonb)
      as i(item_id integer, email text, phone text, first text, last text, company text)
    cross join lateral (${match}) m`;
}

/**
 * For each inbox item, the leads that may be the same person by the lead page's rules, minus the
 * pairs staff dismissed; at most `limit` each. Items without any are left out of the map. One
 * query for the page: each item's look-up is a lateral join on the same rules, with the item's
 * details (normalised here) as the values.
 */
export async function findInboxDuplicates(
  kind: InboxKind,
  items: (PersonFacts & { id: number })[],
  limit = 5,
  db: Executor = getDb(),
): Promise<Map<number, PossibleDuplicate[]>> {
  const found = new Map<number, PossibleDuplicate[]>();
  if (!items.length) return found;
  const rows = await selectRows<Record<string, unknown>>(
    db,
    inboxDuplicatesQuery(kind, items, limit, db),
  );
  for (const row of rows) {
    const itemId = Number(row.itemId);
    found.set(itemId, [...(found.get(itemId) ?? []), toDuplicate(row)]);
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
