/** DELETE /api/crm/activities/{id}. */
import { deleteActivity } from "~/models/activities.server";
import { idParam, methodNotAllowed, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, deleted } from "./crm.helpers.server";

export const loader = crmLoader(async () => methodNotAllowed());
export const action = crmAction({
  DELETE: async ({ params }) => ((await deleteActivity(idParam(params))) ? deleted() : notFound()),
});
