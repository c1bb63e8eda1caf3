/** POST /api/crm/contacts/{id}/convert {mode: "match" | "new"} → {lead, merged}. */
import { convertContact } from "~/models/conversions.server";
import { convertItemRoute } from "./crm.helpers.server";

const route = convertItemRoute(convertContact);
export const loader = route.loader;
export const action = route.action;
