/**
 * POST /api/crm/activities/{id}/complete {outcome, duration, description} → 200 {activity}:
 * marks a planned follow-up done. 404 unknown id, 409 when it is already done.
 */
import { ActivityNotPlannedError, completeActivity } from "~/models/activities.server";
import { completeActivitySchema } from "~/schemas/activity";
import { apiError, apiJson, idParam, methodNotAllowed, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.activities.$id.complete";

export const loader = crmLoader<Route.LoaderArgs>(async () => methodNotAllowed());
export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, params, staff }) => {
    const id = idParam(params);
    const input = await parseJsonBody(request, completeActivitySchema);
    try {
      const activity = await completeActivity(id, input, staff.email);
      return activity ? apiJson({ activity }) : notFound();
    } catch (error) {
      if (error instanceof ActivityNotPlannedError) return apiError(409, error.message);
      throw error;
    }
  },
});
