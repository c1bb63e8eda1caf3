/**
 * POST /api/crm/leads/{id}/merge {otherId} → 200 {lead}: the other lead is merged into this one
 * and removed. 404 when this lead is unknown, 400 when otherId is missing, the same or unknown.
 */
import { MergeError, mergeLeads } from "~/models/lead-merge.server";
import { leadExists } from "~/models/leads.server";
import { mergeLeadSchema } from "~/schemas/crm-process";
import { apiJson, idParam, methodNotAllowed, notFound, validationError } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.leads.$id.merge";

export const loader = crmLoader<Route.LoaderArgs>(async () => methodNotAllowed());

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, params, staff }) => {
    const id = idParam(params);
    const { otherId } = await parseJsonBody(request, mergeLeadSchema);
    if (!(await leadExists(id))) return notFound();
    try {
      return apiJson({ lead: await mergeLeads(id, otherId, staff.email) });
    } catch (error) {
      if (!(error instanceof MergeError)) throw error;
      return validationError({
        otherId: [
          error.reason === "same-lead"
            ? "A lead cannot be merged with itself"
            : "No lead with this id",
        ],
      });
    }
  },
});
