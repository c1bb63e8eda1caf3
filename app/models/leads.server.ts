/** Leads: the CRM's main list (search, status filter, pages of 50) and its changes. */
import { and, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type Activity, type Lead, activities, leads } from "@db/schema";
import type { CreateLeadInput, LeadStatus, UpdateLeadInput } from "~/schemas/lead";
import { recomputeLeadScore } from "./lead-score.server";

export const LEADS_PAGE_SIZE = 50;

export interface LeadListQuery {
  /** Matches first name, last name, "first last", email or company (case-insensitive). */
  q?: string;
  status?: LeadStatus;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** The number of leads when the caller already knows it (no search, no filter: the statistics' total). */
  knownTotal?: number;
}

export interface LeadPage {
  leads: Lead[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** LIKE wildcards in the search text are literal. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function leadFilter({ q, status }: LeadListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const text = q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    // One ILIKE over "first last email company" per row (instead of one per column): matches each
    // field and the full name, and costs a quarter of the work on an unindexed scan.
    conditions.push(
      sql`(${leads.firstName} || ' ' || ${leads.lastName} || ' ' || ${leads.email} || ' ' || coalesce(${leads.company}, '')) ilike ${pattern}`,
    );
  }
  if (status) conditions.push(eq(leads.status, status));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of leads, newest first, with the total that matches. The page holds everything a card shows. */
export async function listLeads(query: LeadListQuery = {}): Promise<LeadPage> {
  const db = getDb();
  const pageSize = query.pageSize ?? LEADS_PAGE_SIZE;
  const where = leadFilter(query);
  const requested = Math.max(1, Math.floor(query.page ?? 1));
  const pageOf = async (page: number) =>
    db
      .select({
        ...getTableColumns(leads),
        matching: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);

  let total: number;
  let rows: (Lead & { matching?: number })[];
  if (where === undefined) {
    // No search, no filter: a plain count (or the caller's, from the statistics) and an
    // index-ordered page.
    total = query.knownTotal ?? Number((await db.select({ total: count() }).from(leads))[0].total);
    rows = await db
      .select()
      .from(leads)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(pageSize)
      .offset((Math.min(requested, Math.max(1, Math.ceil(total / pageSize))) - 1) * pageSize);
  } else {
    // One scan gives the page and, through the window, how many rows match.
    rows = await pageOf(requested);
    if (rows.length > 0) total = rows[0].matching!;
    else
      total =
        requested === 1
          ? 0
          : Number((await db.select({ total: count() }).from(leads).where(where))[0].total);
    if (rows.length === 0 && total > 0) rows = await pageOf(Math.ceil(total / pageSize));
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  return {
    leads: rows.map(({ matching: _matching, ...lead }) => lead),
    total,
    page,
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

/** Inserts a lead and scores it; `db` may be a transaction (conversions). */
export async function insertLead(input: CreateLeadInput, db: Executor = getDb()): Promise<Lead> {
  const [lead] = await db.insert(leads).values(leadValues(input)).returning();
  await recomputeLeadScore(lead.id, db);
  return (await getLeadWith(db, lead.id))!;
}

export function createLead(input: CreateLeadInput): Promise<Lead> {
  return getDb().transaction((tx) => insertLead(input, tx));
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
export type ClearableLeadField = (typeof CLEARABLE_LEAD_FIELDS)[number];

/** The clearable fields a request body sends as null or "": those it asks to empty. */
export function leadFieldsToClear(body: Record<string, unknown>): ClearableLeadField[] {
  return CLEARABLE_LEAD_FIELDS.filter(
    (key) => key in body && (body[key] === null || body[key] === ""),
  );
}

/**
 * Changes any fields (status included: any status at any time). Fields the update leaves out stay;
 * the `cleared` ones are emptied. Returns undefined for an unknown id.
 */
export async function updateLead(
  id: number,
  changes: UpdateLeadInput,
  cleared: readonly ClearableLeadField[] = [],
): Promise<Lead | undefined> {
  return getDb().transaction(async (tx) => {
    const set: Partial<typeof leads.$inferInsert> = { updatedAt: new Date() };
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) (set as Record<string, unknown>)[key] = value;
    }
    for (const key of cleared) {
      if (CLEARABLE_LEAD_FIELDS.includes(key)) set[key] = null;
    }
    const updated = await tx
      .update(leads)
      .set(set)
      .where(eq(leads.id, id))
      .returning({ id: leads.id });
    if (updated.length === 0) return undefined;
    await recomputeLeadScore(id, tx);
    return getLeadWith(tx, id);
  });
}

export function updateLeadStatus(id: number, status: LeadStatus): Promise<Lead | undefined> {
  return updateLead(id, { status });
}

/** Deletes the lead and (by the foreign key's cascade) its activities. */
export async function deleteLead(id: number): Promise<boolean> {
  const deleted = await getDb().delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  return deleted.length > 0;
}

/** Leads for the Log Activity select: the newest ones, plus the one asked for. */
export async function listLeadChoices(
  limit = 200,
  include?: number,
): Promise<{ id: number; name: string; email: string }[]> {
  const db = getDb();
  const rows = await db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
    })
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  if (include && !rows.some((r) => r.id === include)) {
    const [extra] = await db
      .select({
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
      })
      .from(leads)
      .where(eq(leads.id, include));
    if (extra) rows.unshift(extra);
  }
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
  }));
}
