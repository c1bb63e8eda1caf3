/**
 * Who reads and answers a lead's emails (decision 101): admins every lead's; a member the leads
 * they own and the unassigned ones (a new enquiry has no owner yet and must still be answered
 * within the day). The lead page, its reply form, the Unmatched list's attach and the messages API
 * all ask here. Also the API's view of a message and the attach by lead id.
 */
import type { Lead, LeadMessage } from "@db/schema";
import { getLead } from "./leads.server";
import { attachMessage } from "./mailbox.server";
import type { StaffRole } from "./staff.server";

export interface ThreadReader {
  userId: number;
  role: StaffRole;
}

/** A member asked for the emails of a lead someone else owns: answered 403. */
export class ThreadAccessError extends Error {
  constructor() {
    super("not-your-lead");
  }
}

export function mayReachThread(lead: Pick<Lead, "ownerId">, who: ThreadReader): boolean {
  return who.role === "admin" || lead.ownerId === null || lead.ownerId === who.userId;
}

export function assertMayReachThread(lead: Pick<Lead, "ownerId">, who: ThreadReader): void {
  if (!mayReachThread(lead, who)) throw new ThreadAccessError();
}

/** A message as GET /api/crm/leads/{id}/messages and /api/crm/messages/unmatched give it. */
export function messageForApi(row: LeadMessage) {
  return {
    id: row.id,
    leadId: row.leadId,
    direction: row.direction === "in" ? ("received" as const) : ("sent" as const),
    sender: { name: row.fromName, email: row.fromEmail },
    recipient: row.recipient,
    /** Received: the message's Date; sent: when it was written (sentAt: when the server took it). */
    at: row.direction === "in" ? (row.sentAt ?? row.createdAt) : row.createdAt,
    sentAt: row.sentAt,
    subject: row.subject,
    text: row.body,
    status: row.status,
    lastError: row.lastError,
  };
}

export type AttachOutcome = "attached" | "missing" | "already-attached";

/**
 * Attaches an unmatched message to the lead with this id, if the staff member may reach that
 * lead's thread (audited by attachMessage). "missing": no such lead; "already-attached": the
 * message is gone or was attached meanwhile.
 */
export async function attachMessageToLead(
  messageId: number,
  leadId: number,
  staff: ThreadReader & { email: string },
): Promise<AttachOutcome> {
  const lead = await getLead(leadId);
  if (!lead) return "missing";
  assertMayReachThread(lead, staff);
  return (await attachMessage(messageId, lead.id, staff.email)) ? "attached" : "already-attached";
}
