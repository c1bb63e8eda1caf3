/**
 * Contact submissions. The public contact form's functions belong to the FORMS work; the CRM-side
 * functions (list, process, delete) are appended at the bottom of this file.
 */
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type ContactSubmission, contactSubmissions } from "@db/schema";
import type { Executor } from "./lead-score.server";

// ---- CRM side (issue 5): list unprocessed newest first, process with a lead id, delete ----

/** Submissions newest first; only the ones not yet converted when `unprocessedOnly`. */
export function listContactSubmissionsForCrm(
  { unprocessedOnly = true, limit = 100 }: { unprocessedOnly?: boolean; limit?: number } = {},
): Promise<ContactSubmission[]> {
  return getDb()
    .select()
    .from(contactSubmissions)
    .where(unprocessedOnly ? eq(contactSubmissions.processed, false) : undefined)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(limit);
}

export async function getContactSubmissionForCrm(id: number, db: Executor = getDb()): Promise<ContactSubmission | undefined> {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row;
}

/** Marks an unprocessed submission as processed and linked to `leadId`. False when there was none to mark. */
export async function markContactSubmissionProcessed(id: number, leadId: number, db: Executor = getDb()): Promise<boolean> {
  const updated = await db
    .update(contactSubmissions)
    .set({ processed: true, leadId, processedAt: new Date() })
    .where(and(eq(contactSubmissions.id, id), eq(contactSubmissions.processed, false)))
    .returning({ id: contactSubmissions.id });
  return updated.length > 0;
}

export async function deleteContactSubmission(id: number): Promise<boolean> {
  const deleted = await getDb().delete(contactSubmissions).where(eq(contactSubmissions.id, id)).returning({ id: contactSubmissions.id });
  return deleted.length > 0;
}
