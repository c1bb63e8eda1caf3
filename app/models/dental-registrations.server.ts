/** DentalIQ early-access registrations from /dental-iq and POST /api/dental-iq. */
import { type Executor, getDb } from "@db/client.server";
import { type DentalRegistration, dentalRegistrations } from "@db/schema";
import type { DentalIqInput } from "~/schemas/dental-iq";

/** Stores one registration; resolves once the row is committed. */
export async function createDentalRegistration(input: DentalIqInput): Promise<DentalRegistration> {
  const [row] = await getDb()
    .insert(dentalRegistrations)
    .values({
      fullName: input.fullName,
      practiceName: input.practiceName,
      jobTitle: input.jobTitle,
      email: input.email,
      phone: input.phone ?? null,
      location: input.location,
      pms: input.pms,
      locations: input.locations,
      challenge: input.challenge,
      discoveryCall: input.discoveryCall,
      marketingOptIn: input.marketingOptIn,
    })
    .returning();
  return row;
}

// ---- CRM side (issue 5), appended by the CRM work: list unprocessed newest first, process with a lead id, delete ----
import { and as crmAnd, desc as crmDesc, eq as crmEq } from "drizzle-orm";

/** Registrations newest first; only the ones not yet converted when `unprocessedOnly`. */
export function listDentalRegistrationsForCrm({
  unprocessedOnly = true,
  limit = 100,
}: { unprocessedOnly?: boolean; limit?: number } = {}): Promise<DentalRegistration[]> {
  return getDb()
    .select()
    .from(dentalRegistrations)
    .where(unprocessedOnly ? crmEq(dentalRegistrations.processed, false) : undefined)
    .orderBy(crmDesc(dentalRegistrations.createdAt), crmDesc(dentalRegistrations.id))
    .limit(limit);
}

export async function getDentalRegistrationForCrm(
  id: number,
  db: Executor = getDb(),
): Promise<DentalRegistration | undefined> {
  const [row] = await db
    .select()
    .from(dentalRegistrations)
    .where(crmEq(dentalRegistrations.id, id));
  return row;
}

/** Marks an unprocessed registration as processed and linked to `leadId`. False when there was none to mark. */
export async function markDentalRegistrationProcessed(
  id: number,
  leadId: number,
  db: Executor = getDb(),
): Promise<boolean> {
  const updated = await db
    .update(dentalRegistrations)
    .set({ processed: true, leadId, processedAt: new Date() })
    .where(crmAnd(crmEq(dentalRegistrations.id, id), crmEq(dentalRegistrations.processed, false)))
    .returning({ id: dentalRegistrations.id });
  return updated.length > 0;
}

/** Deleting a linked registration changes its lead's score: returns the lead to re-score. */
export async function deleteDentalRegistration(
  id: number,
  db: Executor = getDb(),
): Promise<{ deleted: boolean; leadId: number | null }> {
  const [deleted] = await db
    .delete(dentalRegistrations)
    .where(crmEq(dentalRegistrations.id, id))
    .returning({ leadId: dentalRegistrations.leadId });
  return { deleted: Boolean(deleted), leadId: deleted?.leadId ?? null };
}
