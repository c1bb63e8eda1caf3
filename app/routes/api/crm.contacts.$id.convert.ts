/** POST /api/crm/contacts/{id}/convert {mode: "match" | "new"} → {lead, merged}. */
import { convertContact } from "~/models/conversions.server";
import { convertItemRoute } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.contacts.$id.convert";

const route = convertItemRoute(convertContact);
export const loader: (args: Route.LoaderArgs) => Promise<Response> = route.loader;
export const action: (args: Route.ActionArgs) => Promise<Response> = route.action;
