/**
 * The pipeline board (/crm/pipeline): one column per status with its count and total estimated
 * value, and the column's newest cards (name, company, value, next follow-up). Filters: a search
 * (the leads list's), source, industry and owner (Mine / Unassigned / a colleague).
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { leads, staffUsers } from "@db/schema";
import { LEAD_STATUSES, type LeadIndustry, type LeadSource, type LeadStatus } from "~/schemas/lead";
import { leadSearch } from "./leads.server";
import { type OwnerFilter, ownerCondition } from "./owners.server";

/**
 * Cards shown per column; the column's count and total cover every lead in it. Twenty newest keep
 * the board's page small (decision 047); one column at a time can be opened to show more.
 */
export const CARDS_PER_COLUMN = 20;
/** Cards of the one column opened with "Show all" (beyond this, search or filter). */
export const CARDS_OPEN_COLUMN = 200;

export interface PipelineFilters {
  q?: string;
  source?: LeadSource;
  industry?: LeadIndustry;
  owner?: OwnerFilter;
  /** The column shown in full (up to CARDS_OPEN_COLUMN cards). */
  open?: LeadStatus;
}

export interface PipelineCard {
  id: number;
  firstName: string;
  lastName: string;
  company: string | null;
  estimatedValue: number | null;
  status: string;
  nextFollowUp: Date | null;
  /** The owner's name; null: unassigned. */
  ownerName: string | null;
}

export interface PipelineColumn {
  status: LeadStatus;
  count: number;
  /** Sum of the estimated values in whole pounds (leads without one add nothing). */
  total: number;
  cards: PipelineCard[];
}

function filterOf({ q, source, industry, owner }: PipelineFilters): SQL | undefined {
  const conditions = [
    leadSearch(q),
    source ? eq(leads.source, source) : undefined,
    industry ? eq(leads.industry, industry) : undefined,
    ownerCondition(owner),
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

export async function getPipeline(filters: PipelineFilters = {}): Promise<PipelineColumn[]> {
  const db = getDb();
  const where = filterOf(filters);
  const [totals, ...cardLists] = await Promise.all([
    db
      .select({
        status: leads.status,
        count: count(),
        total: sql<string>`coalesce(sum(${leads.estimatedValue}), 0)`,
      })
      .from(leads)
      .where(where)
      .groupBy(leads.status),
    // One small query per column, each read newest first from (status, created_at).
    ...LEAD_STATUSES.map((status) =>
      db
        .select({
          id: leads.id,
          firstName: leads.firstName,
          lastName: leads.lastName,
          company: leads.company,
          estimatedValue: leads.estimatedValue,
          status: leads.status,
          nextFollowUp: leads.nextDueAt,
          ownerName: staffUsers.email,
        })
        .from(leads)
        .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
        .where(and(eq(leads.status, status), where))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(status === filters.open ? CARDS_OPEN_COLUMN : CARDS_PER_COLUMN),
    ),
  ]);
  const byStatus = new Map(totals.map((t) => [t.status, t]));
  return LEAD_STATUSES.map((status, i) => ({
    status,
    count: Number(byStatus.get(status)?.count ?? 0),
    total: Number(byStatus.get(status)?.total ?? 0),
    cards: cardLists[i].map((card) => ({
      ...card,
      nextFollowUp: card.nextFollowUp ? new Date(card.nextFollowUp) : null,
    })),
  }));
}
