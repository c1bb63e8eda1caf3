/** POST /api/crm/dental-registrations/{id}/convert {mode: "match" | "new"} → {lead, merged}. */
import { convertRegistration } from "~/models/conversions.server";
import { convertItemRoute } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.dental-registrations.$id.convert";

const route = convertItemRoute(convertRegistration);
export const loader: (args: Route.LoaderArgs) => Promise<Response> = route.loader;
export const action: (args: Route.ActionArgs) => Promise<Response> = route.action;
