/** DELETE /api/crm/activities/{id}. */
import { deleteActivity } from "~/models/activities.server";
import { idParam, methodNotAllowed, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, deleted } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.activities.$id";

export const loader = crmLoader<Route.LoaderArgs>(async () => methodNotAllowed());
export const action = crmAction<Route.ActionArgs>({
  DELETE: async ({ params, staff }) =>
    (await deleteActivity(idParam(params), staff.email)) ? deleted() : notFound(),
});
