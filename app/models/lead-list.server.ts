/** The leads list (search, filters, order, pages of 50) and the Log Activity picker's choices. */
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type Lead, activities, leads } from "@db/schema";
import type { LeadStatus, LeadSort } from "~/schemas/lead";
import type { SourceCategory } from "~/schemas/lead-attribution";
import { containsPattern } from "~/utils/like";
import { NAMED_LEAD, leadName } from "./lead-lookup.server";
import { countLeadsWithStatus } from "./lead-status-counts.server";
import { type OwnerFilter, ownerCondition, ownerNames } from "./owners.server";

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
