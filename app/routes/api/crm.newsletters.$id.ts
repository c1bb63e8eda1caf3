/** DELETE /api/crm/newsletters/{id}. */
import { deleteNewsletterSubscription } from "~/models/newsletter.server";
import { idParam, methodNotAllowed, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, deleted } from "./crm.helpers.server";

export const loader = crmLoader(async () => methodNotAllowed());
export const action = crmAction({
  DELETE: async ({ params }) =>
    (await deleteNewsletterSubscription(idParam(params))) ? deleted() : notFound(),
});
