/** DELETE /api/crm/newsletters/{id}. */
import { deleteNewsletterSubscription } from "~/models/newsletter.server";
import { idParam, methodNotAllowed, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, deleted } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.newsletters.$id";

export const loader = crmLoader<Route.LoaderArgs>(async () => methodNotAllowed());
export const action = crmAction<Route.ActionArgs>({
  DELETE: async ({ params, staff }) =>
    (await deleteNewsletterSubscription(idParam(params), staff.email)) ? deleted() : notFound(),
});
