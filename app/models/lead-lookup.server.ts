/** One lead by its id or by an address: what the card, the matching and the inbox read. */
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { type Activity, type Lead, activities, leads } from "@db/schema";
import { leadHasEmail } from "./person-email.server";
import { normaliseEmail } from "~/utils/email";

export const leadName = (lead: { firstName: string; lastName: string }) =>
  `${lead.firstName} ${lead.lastName}`.trim();

/** The lead, or undefined for an unknown id; `db` may be a transaction. */
export async function getLead(id: number, db: Executor = getDb()): Promise<Lead | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead;
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
  const lead = await getLead(id, db);
  if (!lead) return undefined;
  const rows = await db
    .select()
    .from(activities)
    .where(eq(activities.leadId, id))
    .orderBy(desc(activities.createdAt), desc(activities.id));
  return { lead, activities: rows };
}

export interface LeadMatch {
  id: number;
  name: string;
  email: string;
}

/** What names a lead in a match or a choice list: id, name and email. */
export const NAMED_LEAD = {
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
