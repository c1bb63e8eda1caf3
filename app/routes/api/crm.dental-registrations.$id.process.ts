/** POST /api/crm/dental-registrations/{id}/process {leadId}: mark processed and linked to an existing lead. */
import { processDentalRegistration } from "~/models/conversions.server";
import { processItemRoute } from "./crm.helpers.server";

const route = processItemRoute("registration", processDentalRegistration);
export const loader = route.loader;
export const action = route.action;
