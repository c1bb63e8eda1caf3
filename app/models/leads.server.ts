/** Leads: the CRM's main list (search, status filter, pages of 50) and its changes. */
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type Activity, type Lead, activities, leads } from "@db/schema";
import {
  type CreateLeadInput,
  type LeadStatus,
  type LeadSort,
  type UpdateLeadInput,
  labelOf,
} from "~/schemas/lead";
import {
  DEAL_FIELDS,
  DEAL_RULE_TEXTS,
  type DealField,
  type DealInput,
  lostReasonLabel,
  stageOf,
} from "~/schemas/deal";
import { containsPattern } from "~/utils/like";
import { changedFields, recordAudit } from "./audit.server";
import { recomputeLeadScore } from "./lead-score.server";
import { countLeadsWithStatus } from "./lead-status-counts.server";
import {
  type OwnerFilter,
  assertAssignable,
  ownerCondition,
  ownerNames,
  staffIdForActor,
} from "./owners.server";
import {
  assertNotRestricted,
  assertNotSuppressed,
  assertStatusChangeAllowed,
  leadHasEmail,
} from "./people.server";
import { normaliseEmail } from "~/utils/email";
import {
  ADDED_BY_STAFF,
  type LeadAttribution,
  type SourceCategory,
} from "~/schemas/lead-attribution";

export const LEADS_PAGE_SIZE = 50;

export interface LeadListQuery {
  /** Matches first name, last name, "first last", email or company (case-insensitive). */
  q?: string;
  status?: LeadStatus;
  sort?: LeadSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** One account's leads, or the unassigned ones ("Mine" is the signed-in account's id). */
  owner?: OwnerFilter;
  /** The category of the lead's original source; "none" for leads with none recorded. */
  sourceCategory?: SourceCategory | "none";
}

/**
 * A lead as a table row shows it: its next planned follow-up, its last completed activity and its
 * owner's name (null: unassigned).
 */
export type LeadRow = Omit<Lead, "nextDueAt"> & {
  nextFollowUp: Date | null;
  lastActivity: Date | null;
  ownerName: string | null;
};

export interface LeadPage {
  leads: LeadRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The search of the leads list and the board: "first last email company" contains the words. */
export function leadSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  // One ILIKE over "first last email company" per row (instead of one per column): matches each
  // field and the full name; the trigram index leads_search_trgm_idx is on this very expression
  // (migration 0013), so a term of three characters or more is an index look-up.
  return sql`(${leads.firstName} || ' ' || ${leads.lastName} || ' ' || ${leads.email} || ' ' || coalesce(${leads.company}, '')) ilike ${containsPattern(text)}`;
}

/** The list's WHERE: the search, the status, the owner and the original source's category. */
export function leadFilter({ q, status, owner, sourceCategory }: LeadListQuery): SQL | undefined {
  const category = sql`(${leads.originalSource}->>'category')`;
  const conditions = [
    leadSearch(q),
    status ? eq(leads.status, status) : undefined,
    ownerCondition(owner),
    sourceCategory === "none"
      ? sql`${category} is null`
      : sourceCategory
        ? sql`${category} = ${sourceCategory}`
        : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Newest or highest first, written as the indexes are built (drizzle-kit builds a DESC index
 * NULLS LAST; a plain DESC means NULLS FIRST, which such an index cannot serve, so each page
 * sorted every lead). The columns are never null: the order is the same.
 */
const descending = (column: AnyPgColumn) => sql`${column} desc nulls last`;

export function leadOrder(sort: LeadSort = "created"): SQL[] {
  switch (sort) {
    case "score":
      return [descending(leads.score), descending(leads.id)];
    case "name":
      return [asc(leads.lastName), asc(leads.firstName), asc(leads.id)];
    case "follow-up":
      // leads.next_due_at is kept by the database (migration 0016) and indexed in this order.
      return [
        sql`${leads.nextDueAt} asc nulls last`,
        descending(leads.createdAt),
        descending(leads.id),
      ];
    default:
      return [descending(leads.createdAt), descending(leads.id)];
  }
}

/** The last completed activity of each lead on a page (one query) and its owner's name. */
async function withActivityDates(db: Executor, rows: Lead[]): Promise<LeadRow[]> {
  if (rows.length === 0) return [];
  const lastDates = db
    .select({
      leadId: activities.leadId,
      last: sql<string | null>`max(${activities.completedDate})`,
    })
    .from(activities)
    // A whole export is read in one pass rather than with one parameter per lead.
    .where(
      rows.length <= 1000
        ? inArray(
            activities.leadId,
            rows.map((r) => r.id),
          )
        : undefined,
    )
    .groupBy(activities.leadId);
  const [dates, owners] = await Promise.all([
    lastDates,
    ownerNames(
      rows.map((r) => r.ownerId),
      db,
    ),
  ]);
  const byLead = new Map(dates.map((d) => [d.leadId, d]));
  const toDate = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
  return rows.map(({ nextDueAt, ...lead }) => ({
    ...lead,
    nextFollowUp: nextDueAt,
    lastActivity: toDate(byLead.get(lead.id)?.last),
    ownerName: lead.ownerId === null ? null : (owners.get(lead.ownerId) ?? null),
  }));
}

/** No list is this long; a larger ?page= is treated as this one (then clamped to the last). */
const MAX_PAGE = 1_000_000;

/** One page of leads, in the chosen order (newest first by default), with the total that matches. The page holds everything a card shows. */
export async function listLeads(query: LeadListQuery = {}): Promise<LeadPage> {
  const db = getDb();
  const pageSize = query.pageSize ?? LEADS_PAGE_SIZE;
  const where = leadFilter(query);
  // Past the last page the last page is shown; the cap keeps the offset a valid SQL bigint.
  const requested = Math.min(MAX_PAGE, Math.max(1, Math.floor(query.page ?? 1) || 1));
  const pageOf = (page: number) =>
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(...leadOrder(query.sort))
      .limit(pageSize)
      .offset((page - 1) * pageSize);

  // The count and the page apart and at once: the page reads the sort order's index until it has
  // its rows (a common term is found in the first few hundred); the count reads only what it needs
  // to know a row matches (a window count would build every matching row and sort them all), or,
  // with no search and no owner, the counts the database keeps per status.
  const [total, page] = await Promise.all([
    query.q || query.owner !== undefined || query.sourceCategory
      ? db
          .select({ total: count() })
          .from(leads)
          .where(where)
          .then((matching) => Number(matching[0].total))
      : countLeadsWithStatus(query.status || undefined),
    pageOf(requested),
  ]);
  // Past the last page: the last page.
  const rows = page.length === 0 && total > 0 ? await pageOf(Math.ceil(total / pageSize)) : page;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return {
    leads: await withActivityDates(db, rows),
    total,
    page: Math.min(requested, pageCount),
    pageSize,
    pageCount,
  };
}

/** Nulls for every optional field that was not given. */
function leadValues(input: CreateLeadInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    company: input.company ?? null,
    jobTitle: input.jobTitle ?? null,
    industry: input.industry ?? null,
    source: input.source ?? null,
    notes: input.notes ?? null,
    status: input.status ?? "new",
  };
}

const londonDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
/** Today's date (YYYY-MM-DD) in the UK: a won date. */
export const londonToday = (now = new Date()) => londonDay.format(now);

/** A change that breaks a deal rule (Closed Lost without a reason): the field and what to say. */
export class DealRuleError extends Error {
  constructor(
    public field: DealField,
    message: string,
  ) {
    super(message);
  }
}

type LeadSet = Partial<typeof leads.$inferInsert>;

/** What the deal rules read of a lead before the change. */
type DealState = Pick<
  Lead,
  "status" | "wonDate" | "lostReason" | "lostReasonOther" | "lostAt" | "stageReached"
>;

/** A lead before it exists: a new lead is a change from New with no deal fields yet. */
const NOT_YET_CREATED: DealState = {
  status: "new",
  wonDate: null,
  lostReason: null,
  lostReasonOther: null,
  lostAt: null,
  stageReached: 0,
};

/**
 * The deal rules (decision 027), applied to what an update sets: becoming Closed Won sets the won
 * date (today in the UK) unless one is given; becoming Closed Lost records when; leaving either
 * clears what belonged to it; a Closed Lost lead must have a reason, and "other" its words; the
 * furthest stage reached only moves forward.
 */
function applyDealRules(before: DealState, set: LeadSet, now = new Date()): LeadSet {
  const status = set.status ?? before.status;
  const entering = set.status !== undefined && set.status !== before.status;
  const next: LeadSet = { ...set };
  if (entering && status === "closed-won" && next.wonDate === undefined && !before.wonDate)
    next.wonDate = londonToday(now);
  if (entering && status === "closed-lost") next.lostAt = now;
  if (status !== "closed-won" && before.status === "closed-won" && entering) next.wonDate = null;
  if (status === "closed-won" && !entering && next.wonDate === null)
    throw new DealRuleError("wonDate", DEAL_RULE_TEXTS.wonDate);
  if (status !== "closed-lost") {
    if (before.lostReason || next.lostReason) next.lostReason = null;
    if (before.lostReasonOther || next.lostReasonOther) next.lostReasonOther = null;
    if (before.lostAt) next.lostAt = null;
  } else {
    const reason = next.lostReason === undefined ? before.lostReason : next.lostReason;
    const words =
      next.lostReasonOther === undefined ? before.lostReasonOther : next.lostReasonOther;
    if (!reason) throw new DealRuleError("lostReason", DEAL_RULE_TEXTS.lostReason);
    if (reason === "other" && !words)
      throw new DealRuleError("lostReasonOther", DEAL_RULE_TEXTS.lostReasonOther);
    if (reason !== "other" && words) next.lostReasonOther = null;
  }
  const stage = Math.max(before.stageReached, stageOf(status));
  if (stage !== before.stageReached) next.stageReached = stage;
  return next;
}

/** Deal fields that change with the status: they are audited with the status change. */
const CLOSING_FIELDS = ["wonDate", "lostReason", "lostReasonOther", "lostAt"] as const;

export const leadName = (lead: { firstName: string; lastName: string }) =>
  `${lead.firstName} ${lead.lastName}`.trim();

/** A new lead's fields, with the deal fields an API client may give it (staff forms give none). */
export type NewLeadInput = CreateLeadInput & Partial<DealInput>;

/**
 * Inserts a lead, scores it and records its creation; `db` may be a transaction (conversions).
 * The deal rules apply as to an update (e.g. Closed Lost needs a reason: DealRuleError).
 * `origin` says where it came from on the timeline (e.g. "from contact form #12"). The lead
 * belongs to `ownerId` when given (null: unassigned), else to the staff member who made it.
 */
export async function insertLead(
  input: NewLeadInput,
  db: Executor,
  actor: string,
  origin?: string,
  ownerId?: number | null,
  leadSource: LeadAttribution | null = null,
): Promise<Lead> {
  await assertNotSuppressed(input.email, db);
  await assertNotRestricted(input.email, db);
  if (ownerId !== undefined) await assertAssignable(ownerId, db);
  const owner = ownerId === undefined ? await staffIdForActor(db, actor) : ownerId;
  const deal = DEAL_FIELDS.flatMap((key) => (input[key] === undefined ? [] : [[key, input[key]]]));
  const fields = { ...leadValues(input), ...Object.fromEntries(deal) };
  const [lead] = await db
    .insert(leads)
    .values({
      ...fields,
      ...applyDealRules(NOT_YET_CREATED, fields),
      ownerId: owner,
      originalSource: leadSource,
      latestSource: leadSource,
    })
    .returning();
  await recomputeLeadScore(lead.id, db);
  const source = lead.source ? `source: ${labelOf(lead.source)}` : "no source";
  await recordAudit(db, {
    actor,
    action: "created",
    entityType: "lead",
    entityId: lead.id,
    leadId: lead.id,
    summary: `Lead created (${source})${origin ? `, ${origin}` : ""}`,
  });
  return (await getLeadWith(db, lead.id))!;
}

/** The single entry point for a new lead from staff (page, dialog, API); see insertLead for the owner. */
export function createLead(
  input: NewLeadInput,
  actor: string,
  ownerId?: number | null,
): Promise<Lead> {
  return getDb().transaction((tx) =>
    insertLead(input, tx, actor, undefined, ownerId, ADDED_BY_STAFF),
  );
}

async function getLeadWith(db: Executor, id: number): Promise<Lead | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead;
}

export function getLead(id: number): Promise<Lead | undefined> {
  return getLeadWith(getDb(), id);
}

export async function leadExists(id: number): Promise<boolean> {
  const [row] = await getDb().select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  return Boolean(row);
}

/** A lead and its activities (newest first), for the selected card. */
export async function getLeadWithActivities(
  id: number,
): Promise<{ lead: Lead; activities: Activity[] } | undefined> {
  const db = getDb();
  const lead = await getLeadWith(db, id);
  if (!lead) return undefined;
  const rows = await db
    .select()
    .from(activities)
    .where(eq(activities.leadId, id))
    .orderBy(desc(activities.createdAt), desc(activities.id));
  return { lead, activities: rows };
}

/** The optional lead fields an update may empty; the required ones can only be replaced. */
export const CLEARABLE_LEAD_FIELDS = [
  "phone",
  "company",
  "jobTitle",
  "industry",
  "source",
  "notes",
] as const;
export type ClearableLeadField = (typeof CLEARABLE_LEAD_FIELDS)[number] | DealField;
const CLEARABLE: readonly string[] = [...CLEARABLE_LEAD_FIELDS, ...DEAL_FIELDS];

/** The clearable fields (deal fields too) a request body sends as null or "": those it asks to empty. */
export function leadFieldsToClear(body: Record<string, unknown>): ClearableLeadField[] {
  return ([...CLEARABLE_LEAD_FIELDS, ...DEAL_FIELDS] as const).filter(
    (key) => key in body && (body[key] === null || body[key] === ""),
  );
}

/**

/** Lets a test fail the transaction after the audit row is written, to prove both roll back. */
export interface LeadChangeHooks {
  afterAudit?: (tx: Executor) => Promise<void>;
}

/**
 * Changes any fields (status included: any status at any time) and records what changed, by
 * whom, in the same transaction. Fields the update leaves out stay; the `cleared` ones are
 * emptied. Returns undefined for an unknown id.
 */
export async function updateLead(
  id: number,
  changes: UpdateLeadInput & Partial<DealInput>,
  cleared: readonly ClearableLeadField[] = [],
  actor: string,
  hooks: LeadChangeHooks = {},
): Promise<Lead | undefined> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!before) return undefined;
    await assertStatusChangeAllowed(id, changes.status, tx);
    const given: LeadSet = {};
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) (given as Record<string, unknown>)[key] = value;
    }
    for (const key of cleared) {
      if (CLEARABLE.includes(key)) given[key] = null;
    }
    const set = applyDealRules(before, given);
    // Not audited: the furthest stage (derived) and when it was lost (the audit row's own time).
    const { stageReached: _stage, lostAt: _lostAt, ...diff } = changedFields(before, set);
    if (Object.keys(diff).length === 0) {
      if (set.stageReached !== undefined)
        await tx.update(leads).set({ stageReached: set.stageReached }).where(eq(leads.id, id));
      return before;
    }
    await tx
      .update(leads)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(leads.id, id));
    const { status, ...fields } = diff;
    if (status) {
      const closing = Object.fromEntries(
        CLOSING_FIELDS.flatMap((key) => (fields[key] ? [[key, fields[key]]] : [])),
      );
      for (const key of CLOSING_FIELDS) delete fields[key];
      const after = { ...before, ...set };
      const why =
        after.status === "closed-lost"
          ? ` (${lostReasonLabel(after.lostReason, after.lostReasonOther)})`
          : "";
      await recordAudit(tx, {
        actor,
        action: "status-changed",
        entityType: "lead",
        entityId: id,
        leadId: id,
        changes: { status, ...closing },
        summary: `Status ${labelOf(String(status.from))} → ${labelOf(String(status.to))}${why}`,
      });
    }
    if (Object.keys(fields).length) {
      await recordAudit(tx, {
        actor,
        action: "updated",
        entityType: "lead",
        entityId: id,
        leadId: id,
        changes: fields,
        summary: `Changed ${[...new Set(Object.keys(fields).map(fieldLabel))].join(", ")}`,
      });
    }
    await hooks.afterAudit?.(tx);
    await recomputeLeadScore(id, tx);
    return getLeadWith(tx, id);
  });
}

/**
 * The status control's and the board's one entry point (page, dialog, board, API PUT {status}).
 * Moving to Closed Lost takes the reason (and its words for "other"): without one it throws
 * DealRuleError.
 */
export function updateLeadStatus(
  id: number,
  status: LeadStatus,
  actor: string,
  lost: Pick<DealInput, "lostReason" | "lostReasonOther"> = {},
): Promise<Lead | undefined> {
  return updateLead(id, status === "closed-lost" ? { status, ...lost } : { status }, [], actor);
}

const FIELD_WORDS: Record<string, string> = {
  estimatedValue: "estimated value",
  expectedCloseDate: "expected close date",
  wonDate: "won date",
  lostReason: "lost reason",
  lostReasonOther: "lost reason",
  lostAt: "lost date",
};

/** "jobTitle" → "job title". */
export function fieldLabel(field: string): string {
  return FIELD_WORDS[field] ?? field.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

/** Deletes the lead and (by the foreign key's cascade) its activities; the audit row stays. */
export async function deleteLead(id: number, actor: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(leads).where(eq(leads.id, id)).returning();
    if (!deleted) return false;
    await recordAudit(tx, {
      actor,
      action: "deleted",
      entityType: "lead",
      entityId: id,
      leadId: id,
      summary: `Lead ${leadName(deleted)} deleted`,
    });
    return true;
  });
}

export interface LeadMatch {
  id: number;
  name: string;
  email: string;
}

/** What names a lead in a match or a choice list: id, name and email. */
const NAMED_LEAD = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
};

/** The oldest lead with this email (other than `exceptId`), if any: the duplicate to add to. */
export async function findLeadByEmail(
  email: string,
  db: Executor = getDb(),
  exceptId?: number,
): Promise<LeadMatch | undefined> {
  // All of them (an address is on a few leads at most), the first kept here: with LIMIT 1 the
  // planner walked every lead by creation date hoping to meet one early (300 ms at 100,000
  // leads for an address no lead has) instead of using the address indexes.
  const [row] = await db
    .select(NAMED_LEAD)
    .from(leads)
    .where(and(leadHasEmail(email), exceptId ? ne(leads.id, exceptId) : undefined))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return row && { id: row.id, name: leadName(row), email: row.email };
}

/** For inbox rows: each address (normalised) → the lead it matches (by any of its addresses). */
export async function findLeadsByEmails(emails: string[]): Promise<Map<string, LeadMatch>> {
  const wanted = [...new Set(emails.map(normaliseEmail))];
  const found = new Map<string, LeadMatch>();
  if (wanted.length === 0) return found;
  const rows = await getDb()
    .select({ ...NAMED_LEAD, additionalEmails: leads.additionalEmails })
    .from(leads)
    .where(
      or(
        inArray(sql`lower(${leads.email})`, wanted),
        sql`${leads.additionalEmails} && array[${sql.join(
          wanted.map((email) => sql`${email}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id));
  for (const row of rows) {
    for (const key of [normaliseEmail(row.email), ...row.additionalEmails]) {
      if (wanted.includes(key) && !found.has(key))
        found.set(key, { id: row.id, name: leadName(row), email: row.email });
    }
  }
  return found;
}

/** How many leads the Log Activity picker lists: the newest, or the best matches of a search. */
export const LEAD_CHOICES = 50;

/**
 * The Log Activity picker's list: leads whose name, email or company contain `q` (the leads
 * list's search), newest first, or the newest leads without a search. `include` (a preselected
 * lead) is always listed.
 */
export async function listLeadChoices({
  q,
  limit = LEAD_CHOICES,
  include,
}: { q?: string; limit?: number; include?: number } = {}): Promise<
  { id: number; name: string; email: string }[]
> {
  const db = getDb();
  const rows = await db
    .select(NAMED_LEAD)
    .from(leads)
    .where(leadFilter({ q }))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  if (include && !rows.some((r) => r.id === include)) {
    const [extra] = await db.select(NAMED_LEAD).from(leads).where(eq(leads.id, include));
    if (extra) rows.unshift(extra);
  }
  return rows.map((row) => ({ id: row.id, name: leadName(row), email: row.email }));
}
