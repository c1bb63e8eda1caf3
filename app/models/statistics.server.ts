/** The four dashboard figures (SPEC.md section 3 "Statistics"), in one query. */
import { sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { leads } from "@db/schema";

export interface Statistics {
  totalLeads: number;
  newLeads: number;
  qualifiedLeads: number;
  closedWonLeads: number;
}

export async function getStatistics(): Promise<Statistics> {
  const [row] = await getDb()
    .select({
      totalLeads: sql<number>`count(*)::int`,
      newLeads: sql<number>`count(*) filter (where ${leads.status} = 'new')::int`,
      qualifiedLeads: sql<number>`count(*) filter (where ${leads.status} = 'qualified')::int`,
      closedWonLeads: sql<number>`count(*) filter (where ${leads.status} = 'closed-won')::int`,
    })
    .from(leads);
  return {
    totalLeads: Number(row.totalLeads),
    newLeads: Number(row.newLeads),
    qualifiedLeads: Number(row.qualifiedLeads),
    closedWonLeads: Number(row.closedWonLeads),
  };
}
