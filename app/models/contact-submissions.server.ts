/** Contact enquiries from the /contact form and POST /api/contacts (SPEC.md sections 3 and 7). */
import { type Executor, getDb } from "@db/client.server";
import { type ContactSubmission, contactSubmissions } from "@db/schema";
import type { ContactPayload } from "~/schemas/contact";
import { liftSuppressionBySelf } from "./people.server";
import { recordAudit } from "./audit.server";
import { inboxOf } from "./inbox.server";
import { contactAcknowledgementMail, contactNotificationMail } from "./enquiry-mails.server";
import { mailOutbox } from "./mail.server";
import { type SubmitOptions, runFormFlow } from "./public-forms.server";
import type { LeadAttribution } from "~/schemas/lead-attribution";
import { staffMailAddress } from "~/utils/smtp-transport.server";

/**
 * Stores one enquiry with its staff notification (to NOTIFY_EMAIL) and the sender's
 * acknowledgement in the outbox; resolves once all are committed. The person's own submission lifts an erasure's suppression (they came back), in
 * the same transaction.
 */
export async function createContactSubmission(
  payload: ContactPayload,
  attribution: LeadAttribution | null = null,
): Promise<ContactSubmission> {
  const outbox = await mailOutbox();
  return getDb().transaction(async (tx) => {
    await liftSuppressionBySelf(tx, payload.email, "contact");
    const row = await insertContactSubmission(payload, attribution, tx);
    await outbox.enqueue(tx, {
      template: contactNotificationMail,
      params: { id: row.id },
      to: staffMailAddress(),
    });
    // The sender is told it arrived (decision 052).
    await outbox.enqueue(tx, {
      template: contactAcknowledgementMail,
      params: { id: row.id },
      to: row.email,
    });
    return row;
  });
}

/** The contact form's submission (page and API): honeypot, rate limit, then the store above. */
export function submitContact(payload: ContactPayload, options: SubmitOptions) {
  return runFormFlow<ContactSubmission>("contact", options, () =>
    createContactSubmission(payload, options.attribution),
  );
}

async function insertContactSubmission(
  payload: ContactPayload,
  attribution: LeadAttribution | null,
  db: Executor,
): Promise<ContactSubmission> {
  const [row] = await db
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
      attribution,
    })
    .returning();
  return row;
}

const inbox = inboxOf(contactSubmissions);

/** Submissions newest first; only the ones not yet converted when `unprocessedOnly`. */
export const listContactSubmissionsForCrm = inbox.list;
export const getContactSubmissionForCrm = inbox.get;
export const markContactSubmissionProcessed = inbox.markProcessed;

export function deleteContactSubmission(id: number, actor: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const { deleted, leadId } = await inbox.remove(id, tx);
    if (!deleted) return false;
    await recordAudit(tx, {
      actor,
      action: "deleted",
      entityType: "contact-submission",
      entityId: id,
      leadId,
      summary: "Contact form deleted",
    });
    return true;
  });
}
