/** GET /api/crm/contacts/{id}; DELETE. */
import {
  deleteContactSubmission,
  getContactSubmissionForCrm,
} from "~/models/contact-submissions.server";
import { apiJson, idParam, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, deleted } from "./crm.helpers.server";

export const loader = crmLoader(async ({ params }) => {
  const contact = await getContactSubmissionForCrm(idParam(params));
  return contact ? apiJson(contact) : notFound();
});
export const action = crmAction({
  DELETE: async ({ params }) =>
    (await deleteContactSubmission(idParam(params))) ? deleted() : notFound(),
});
