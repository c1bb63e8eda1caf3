/** GET /api/crm/dental-registrations/{id}; DELETE. */
import { deleteDentalRegistrationAndRescore } from "~/models/conversions.server";
import { getDentalRegistrationForCrm } from "~/models/dental-registrations.server";
import { apiJson, idParam, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, deleted } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.dental-registrations.$id";

export const loader = crmLoader<Route.LoaderArgs>(async ({ params }) => {
  const registration = await getDentalRegistrationForCrm(idParam(params));
  return registration ? apiJson(registration) : notFound();
});
export const action = crmAction<Route.ActionArgs>({
  DELETE: async ({ params, staff }) =>
    (await deleteDentalRegistrationAndRescore(idParam(params), staff.email))
      ? deleted()
      : notFound(),
});
