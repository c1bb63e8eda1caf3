/** The four dashboard figures (SPEC.md section 3 "Statistics"), in one query. */
import { count, eq, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { contactSubmissions, dentalRegistrations, leads } from "@db/schema";
import { countDueActivities } from "./activities.server";

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

/** The tab bar's counts: what waits for staff in each inbox, and follow-ups due by tonight. */
export interface TabCounts {
  contacts: number;
  dental: number;
  due: number;
}

export async function getTabCounts(now = new Date()): Promise<TabCounts> {
  const db = getDb();
  const [contacts, dental, due] = await Promise.all([
    db
      .select({ n: count() })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.processed, false)),
    db
      .select({ n: count() })
      .from(dentalRegistrations)
      .where(eq(dentalRegistrations.processed, false)),
    countDueActivities(now),
  ]);
  return {
    contacts: Number(contacts[0].n),
    dental: Number(dental[0].n),
    due: due.overdue + due.dueToday,
  };
}
