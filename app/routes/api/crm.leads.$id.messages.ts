/**
 * GET /api/crm/leads/{id}/messages → {messages}: the lead's emails, sent and received, oldest
 * first, each {id, direction (sent | received), sender {name, email}, recipient, at, subject,
 * text, status…}. POST {subject, body} (to, fromName optional) → 201 {message}: a reply sent
 * through the outbox, as from the lead's page. A member reaches only their own and unassigned
 * leads' emails (403 otherwise); 404 unknown lead; 409 an erased or restricted person. 095, 101.
 */
import { THREAD_TEXTS } from "~/components/lead/texts";
import { SITE } from "~/config/site";
import { getReplyDraft, listLeadMessages } from "~/models/lead-replies.server";
import { mayReachThread, messageForApi } from "~/models/lead-threads.server";
import { getLead } from "~/models/leads.server";
import { apiReplySchema } from "~/schemas/lead-reply";
import { apiError, apiJson, idParam, notFound, validationError } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "~/server/crm-api-kit.server";
import { sendReplyInWords } from "~/server/lead-reply-send.server";
import type { Route } from "./+types/crm.leads.$id.messages";

export const loader = crmLoader<Route.LoaderArgs>(async ({ params, staff }) => {
  const lead = await getLead(idParam(params));
  if (!lead) return notFound();
  if (!mayReachThread(lead, staff)) return apiError(403, THREAD_TEXTS.notYours);
  return apiJson({ messages: (await listLeadMessages([lead.id])).map(messageForApi) });
});

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, params, staff }) => {
    const lead = await getLead(idParam(params));
    if (!lead) return notFound();
    const input = await parseJsonBody(request, apiReplySchema);
    const draft = await getReplyDraft(lead, staff);
    // Every address of the lead erased: its own address, which the send refuses in words (409).
    const to = input.to ?? draft.addresses[0] ?? lead.email;
    const sent = await sendReplyInWords(
      lead,
      { ...input, to, fromName: input.fromName ?? draft.fromName ?? SITE.name },
      staff,
    );
    if (sent.ok) return apiJson({ message: messageForApi(sent.message) }, 201);
    return sent.field
      ? validationError({ [sent.field]: [sent.message] })
      : apiError(sent.status, sent.message);
  },
});
