/** GET /api/crm/contacts/{id}; DELETE. */
import {
  deleteContactSubmission,
  getContactSubmissionForCrm,
} from "~/models/contact-submissions.server";
import { apiJson, idParam, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, deleted } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.contacts.$id";

export const loader = crmLoader<Route.LoaderArgs>(async ({ params }) => {
  const contact = await getContactSubmissionForCrm(idParam(params));
  return contact ? apiJson(contact) : notFound();
});
export const action = crmAction<Route.ActionArgs>({
  DELETE: async ({ params, staff }) =>
    (await deleteContactSubmission(idParam(params), staff.email)) ? deleted() : notFound(),
});
