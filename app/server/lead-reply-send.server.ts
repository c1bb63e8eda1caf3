/**
 * One send of a reply for the reply page and POST /api/crm/leads/{id}/messages: the model's
 * refusals in the reply's own words (an erased address says no mail goes to it, not that it
 * cannot be added), with their status: 400 an address not the lead's, 403 another member's lead,
 * 409 an erased or restricted person. Decisions 095 and 101.
 */
import type { LeadMessage, Lead } from "@db/schema";
import { REPLY_TEXTS } from "~/components/lead/texts";
import { type ReplyInput, sendLeadReply } from "~/models/lead-replies.server";
import type { ThreadReader } from "~/models/lead-threads.server";
import { PersonBlockedError } from "~/models/people.server";
import { type Refusal, isDomainError, refusalOf } from "./domain-errors.server";

export type ReplySend =
  | { ok: true; message: LeadMessage }
  | { ok: false; status: Refusal["status"]; field?: "to"; message: string };

export async function sendReplyInWords(
  lead: Lead,
  input: ReplyInput,
  staff: ThreadReader & { email: string },
): Promise<ReplySend> {
  try {
    const sent = await sendLeadReply(lead, input, staff);
    if (sent.ok) return sent;
    return { ok: false, status: 400, field: "to", message: REPLY_TEXTS.errors.to };
  } catch (error) {
    if (error instanceof PersonBlockedError)
      return { ok: false, status: 409, message: REPLY_TEXTS.blocked[error.reason] };
    if (!isDomainError(error)) throw error;
    const { status, message } = refusalOf(error);
    return { ok: false, status, message };
  }
}
