/** The four dashboard figures (SPEC.md section 3 "Statistics") and the tab bar's counts. */
import { count, eq } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { contactSubmissions, dentalRegistrations } from "@db/schema";
import { countDueActivities } from "./activities.server";
import { countLeadsByStatus } from "./lead-status-counts.server";

export interface Statistics {
  totalLeads: number;
  newLeads: number;
  qualifiedLeads: number;
  closedWonLeads: number;
}

export async function getStatistics(): Promise<Statistics> {
  const byStatus = await countLeadsByStatus();
  const of = (status: string) => byStatus.get(status) ?? 0;
  return {
    totalLeads: [...byStatus.values()].reduce((sum, n) => sum + n, 0),
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
