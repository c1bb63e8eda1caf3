/**
 * DentalIQ early-access registrations. The public form's functions belong to the FORMS work; the
 * CRM-side functions (list, process, delete) are appended at the bottom of this file.
 */
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type DentalRegistration, dentalRegistrations } from "@db/schema";
import type { Executor } from "./lead-score.server";

// ---- CRM side (issue 5): list unprocessed newest first, process with a lead id, delete ----

/** Registrations newest first; only the ones not yet converted when `unprocessedOnly`. */
export function listDentalRegistrationsForCrm(
  { unprocessedOnly = true, limit = 100 }: { unprocessedOnly?: boolean; limit?: number } = {},
): Promise<DentalRegistration[]> {
  return getDb()
    .select()
    .from(dentalRegistrations)
    .where(unprocessedOnly ? eq(dentalRegistrations.processed, false) : undefined)
    .orderBy(desc(dentalRegistrations.createdAt), desc(dentalRegistrations.id))
    .limit(limit);
}

export async function getDentalRegistrationForCrm(id: number, db: Executor = getDb()): Promise<DentalRegistration | undefined> {
  const [row] = await db.select().from(dentalRegistrations).where(eq(dentalRegistrations.id, id));
  return row;
}

/** Marks an unprocessed registration as processed and linked to `leadId`. False when there was none to mark. */
export async function markDentalRegistrationProcessed(id: number, leadId: number, db: Executor = getDb()): Promise<boolean> {
  const updated = await db
    .update(dentalRegistrations)
    .set({ processed: true, leadId, processedAt: new Date() })
    .where(and(eq(dentalRegistrations.id, id), eq(dentalRegistrations.processed, false)))
    .returning({ id: dentalRegistrations.id });
  return updated.length > 0;
}

/** Deleting a linked registration changes its lead's score: returns the lead to re-score. */
export async function deleteDentalRegistration(id: number): Promise<{ deleted: boolean; leadId: number | null }> {
  const [deleted] = await getDb()
    .delete(dentalRegistrations)
    .where(eq(dentalRegistrations.id, id))
    .returning({ leadId: dentalRegistrations.leadId });
  return { deleted: Boolean(deleted), leadId: deleted?.leadId ?? null };
}
