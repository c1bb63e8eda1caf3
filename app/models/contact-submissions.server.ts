/** Contact enquiries from the /contact form and POST /api/contacts (SPEC.md sections 3 and 7). */
import { getDb } from "@db/client.server";
import { type ContactSubmission, contactSubmissions } from "@db/schema";
import type { ContactPayload } from "~/schemas/contact";
import { inboxOf } from "./inbox.server";

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

const inbox = inboxOf(contactSubmissions);

/** Submissions newest first; only the ones not yet converted when `unprocessedOnly`. */
export const listContactSubmissionsForCrm = inbox.list;
export const getContactSubmissionForCrm = inbox.get;
export const markContactSubmissionProcessed = inbox.markProcessed;

export async function deleteContactSubmission(id: number): Promise<boolean> {
  return (await inbox.remove(id)).deleted;
}
