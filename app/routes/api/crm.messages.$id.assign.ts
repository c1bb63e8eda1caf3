/**
 * POST /api/crm/messages/{id}/assign {leadId} → {message}: attaches a message from the Unmatched
 * list to a lead (audited). 400 no such lead, 403 a member and a lead someone else owns (decision
 * 101), 404 no such message, 409 it is attached already.
 */
import { attachMessageToLead, messageForApi } from "~/models/lead-threads.server";
import { getLeadMessage } from "~/models/lead-replies.server";
import { processItemSchema } from "~/schemas/crm-process";
import { apiError, apiJson, idParam, methodNotAllowed, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody, unknownLead } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.messages.$id.assign";

export const loader = crmLoader<Route.LoaderArgs>(async () => methodNotAllowed());

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, params, staff }) => {
    const id = idParam(params);
    const { leadId } = await parseJsonBody(request, processItemSchema);
    if (!(await getLeadMessage(id))) return notFound();
    const outcome = await attachMessageToLead(id, leadId, staff);
    if (outcome === "missing") return unknownLead();
    if (outcome === "already-attached")
      return apiError(409, "This message is attached to a lead already");
    return apiJson({ message: messageForApi((await getLeadMessage(id))!) });
  },
});
