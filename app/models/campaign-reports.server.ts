/**
 * A campaign's report: the per-recipient log (searchable, paged for the API, whole for the CSV)
 * and how many recipients withdrew their consent after it started sending.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type CampaignRecipient, campaignRecipients, campaigns, consentEvents } from "@db/schema";
import type { RecipientCounts } from "./campaign-drafts.server";

export type RecipientRow = Pick<
  CampaignRecipient,
  "id" | "email" | "state" | "attempts" | "lastResponse" | "sentAt"
>;

export const REPORT_ROWS = 200;

/** The per-recipient log, by address; `query` finds part of an email; `limit` undefined: all. */
export async function listRecipients(
  campaignId: number,
  query = "",
  limit: number | undefined = REPORT_ROWS,
  offset = 0,
): Promise<{ rows: RecipientRow[]; total: number }> {
  const db = getDb();
  const where = and(
    eq(campaignRecipients.campaignId, campaignId),
    query ? sql`strpos(${campaignRecipients.email}, ${query.toLowerCase()}) > 0` : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(campaignRecipients).where(where);
  const base = db
    .select({
      id: campaignRecipients.id,
      email: campaignRecipients.email,
      state: campaignRecipients.state,
      attempts: campaignRecipients.attempts,
      lastResponse: campaignRecipients.lastResponse,
      sentAt: campaignRecipients.sentAt,
    })
    .from(campaignRecipients)
    .where(where)
    .orderBy(campaignRecipients.email, campaignRecipients.id);
  const rows = limit === undefined ? await base : await base.limit(limit).offset(offset);
  return { rows, total: Number(n) };
}

/**
 * How many of the campaign's recipients withdrew their newsletter consent after it started
 * sending (the unsubscribe link, a complaint, or staff recording it): the consent log's
 * withdrawals at or after that moment, one per person. 0 before it started.
 */
export async function unsubscribedAfter(campaignId: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(distinct ${consentEvents.email})` })
    .from(consentEvents)
    .innerJoin(campaignRecipients, eq(campaignRecipients.email, consentEvents.email))
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        eq(consentEvents.purpose, "newsletter"),
        eq(consentEvents.granted, false),
        sql`${consentEvents.at} >= ${campaigns.sendingStartedAt}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** One page of the per-recipient log (REPORT_ROWS a page), for the API. */
export async function listRecipientPage(campaignId: number, query: string, page: number) {
  const { rows, total } = await listRecipients(
    campaignId,
    query,
    REPORT_ROWS,
    (page - 1) * REPORT_ROWS,
  );
  return { recipients: rows, total, page, pageSize: REPORT_ROWS };
}

/**
 * About how many seconds the waiting recipients take: at `rate` a minute (CAMPAIGN_RATE), or,
 * unthrottled, at the pace measured since sending started; null when there is nothing to go by.
 */
export function secondsLeft(
  counts: Pick<RecipientCounts, "total" | "pending">,
  rate: number,
  startedAt: Date | null,
  now = Date.now(),
): number | null {
  if (counts.pending === 0) return 0;
  if (rate > 0) return Math.ceil((counts.pending / rate) * 60);
  const done = counts.total - counts.pending;
  if (!startedAt || done === 0) return null;
  return Math.ceil(((now - startedAt.getTime()) / 1000 / done) * counts.pending);
}
