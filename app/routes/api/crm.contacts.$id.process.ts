/** POST /api/crm/contacts/{id}/process {leadId}: mark processed and linked to an existing lead. */
import { processContactSubmission } from "~/models/conversions.server";
import { processItemRoute } from "./crm.helpers.server";

const route = processItemRoute("contact", processContactSubmission);
export const loader = route.loader;
export const action = route.action;
