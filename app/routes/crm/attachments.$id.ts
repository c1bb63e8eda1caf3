/**
 * /crm/attachments/{id}: a file attached to a message read from the shared mailbox, as a download
 * (decision 100). Staff only (the staff-only middleware, and the session read here), and only
 * those who may read the lead's emails (decision 101: a member, their own and unassigned leads';
 * 403 otherwise); an unmatched message's files, any staff member, as the Unmatched list. Never shown
 * inline whatever the sender declared: always an attachment, with nosniff, a sandboxing CSP and a
 * content type from a short list of harmless ones (anything else is application/octet-stream).
 * 404 for a file not kept (over the size limit) or gone with its lead.
 */
import { data } from "react-router";
import { THREAD_TEXTS } from "~/components/lead/texts";
import { mayReachThread } from "~/models/lead-threads.server";
import { getLead } from "~/models/leads.server";
import { getAttachment } from "~/models/mailbox-attachments.server";
import { signedInStaff } from "~/server/auth.server";
import { idParam } from "~/utils/api.server";
import { attachmentHeaders } from "~/utils/download-headers.server";
import type { Route } from "./+types/attachments.$id";

export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const file = await getAttachment(idParam(params));
  if (!file) throw data(null, { status: 404 });
  const lead = file.leadId === null ? undefined : await getLead(file.leadId);
  if (lead && !mayReachThread(lead, staff)) {
    return new Response(THREAD_TEXTS.notYours, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(new Uint8Array(file.content), {
    status: 200,
    headers: attachmentHeaders(file.filename, file.contentType, file.content.length),
  });
}
