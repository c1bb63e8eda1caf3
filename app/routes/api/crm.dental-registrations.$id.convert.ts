/** POST /api/crm/dental-registrations/{id}/convert {mode: "match" | "new"} → {lead, merged}. */
import { convertRegistration } from "~/models/conversions.server";
import { convertItemRoute } from "./crm.helpers.server";

const route = convertItemRoute(convertRegistration);
export const loader = route.loader;
export const action = route.action;
