/** GET /api/crm/dental-registrations/{id}; DELETE. */
import { deleteDentalRegistrationAndRescore } from "~/models/conversions.server";
import { getDentalRegistrationForCrm } from "~/models/dental-registrations.server";
import { apiJson, idParam, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, deleted } from "./crm.helpers.server";

export const loader = crmLoader(async ({ params }) => {
  const registration = await getDentalRegistrationForCrm(idParam(params));
  return registration ? apiJson(registration) : notFound();
});
export const action = crmAction({
  DELETE: async ({ params }) =>
    (await deleteDentalRegistrationAndRescore(idParam(params))) ? deleted() : notFound(),
});
