/** Contact enquiries from the /contact form and POST /api/contacts (SPEC.md sections 3 and 7). */
import { type Executor, getDb } from "@db/client.server";
import { type ContactSubmission, contactSubmissions } from "@db/schema";
import type { ContactPayload } from "~/schemas/contact";

/** Stores one enquiry; resolves once the row is committed. */
export async function createContactSubmission(payload: ContactPayload): Promise<ContactSubmission> {
  const [row] = await getDb()
    .insert(contactSubmissions)
    .values({
      firstName: payload.firstName,
      lastName: payload.lastName,
      email: payload.email,
      company: payload.company,
      message: payload.message,
      source: payload.source,
      sector: payload.sector,
      newsletter: payload.newsletter,
    })
    .returning();
  return row;
}

// ---- CRM side (issue 5), appended by the CRM work: list unprocessed newest first, process with a lead id, delete ----
import { and as crmAnd, desc as crmDesc, eq as crmEq } from "drizzle-orm";
import { SYSTEM_ACTOR, recordAudit } from "./audit.server";

/** Submissions newest first; only the ones not yet converted when `unprocessedOnly`. */
export function listContactSubmissionsForCrm({
  unprocessedOnly = true,
  limit = 100,
}: { unprocessedOnly?: boolean; limit?: number } = {}): Promise<ContactSubmission[]> {
  return getDb()
    .select()
    .from(contactSubmissions)
    .where(unprocessedOnly ? crmEq(contactSubmissions.processed, false) : undefined)
    .orderBy(crmDesc(contactSubmissions.createdAt), crmDesc(contactSubmissions.id))
    .limit(limit);
}

export async function getContactSubmissionForCrm(
  id: number,
  db: Executor = getDb(),
): Promise<ContactSubmission | undefined> {
  const [row] = await db.select().from(contactSubmissions).where(crmEq(contactSubmissions.id, id));
  return row;
}

/** Marks an unprocessed submission as processed and linked to `leadId`. False when there was none to mark. */
export async function markContactSubmissionProcessed(
  id: number,
  leadId: number,
  db: Executor = getDb(),
): Promise<boolean> {
  const updated = await db
    .update(contactSubmissions)
    .set({ processed: true, leadId, processedAt: new Date() })
    .where(crmAnd(crmEq(contactSubmissions.id, id), crmEq(contactSubmissions.processed, false)))
    .returning({ id: contactSubmissions.id });
  return updated.length > 0;
}

export function deleteContactSubmission(
  id: number,
  actor: string = SYSTEM_ACTOR,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(contactSubmissions)
      .where(crmEq(contactSubmissions.id, id))
      .returning({ id: contactSubmissions.id, leadId: contactSubmissions.leadId });
    if (!deleted) return false;
    await recordAudit(tx, {
      actor,
      action: "deleted",
      entityType: "contact-submission",
      entityId: id,
      leadId: deleted.leadId,
      summary: `Contact form #${id} deleted`,
    });
    return true;
  });
}
