/** The four dashboard figures (SPEC.md section 3 "Statistics"), from one query. */
import { count, eq } from "drizzle-orm";
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
  // Leads per status in one pass (the planner may read the (status, created_at) index alone).
  const rows = await getDb()
    .select({ status: leads.status, n: count() })
    .from(leads)
    .groupBy(leads.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return {
    totalLeads: rows.reduce((sum, row) => sum + Number(row.n), 0),
    newLeads: of("new"),
    qualifiedLeads: of("qualified"),
    closedWonLeads: of("closed-won"),
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
