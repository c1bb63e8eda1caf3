/** How many leads have each status: a few rows kept by triggers on leads (migration 0018). */
import { getDb } from "@db/client.server";
import { leadStatusCounts } from "@db/schema";

/** Statuses no lead has may be missing or 0. */
export async function countLeadsByStatus(): Promise<Map<string, number>> {
  const rows = await getDb()
    .select({ status: leadStatusCounts.status, leads: leadStatusCounts.leads })
    .from(leadStatusCounts);
  return new Map(rows.map((row) => [row.status, row.leads]));
}

/** Every lead, or those of one status, counted from the kept counts. */
export async function countLeadsWithStatus(status?: string): Promise<number> {
  const byStatus = await countLeadsByStatus();
  if (status !== undefined) return byStatus.get(status) ?? 0;
  return [...byStatus.values()].reduce((sum, n) => sum + n, 0);
}
