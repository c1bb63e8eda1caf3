/** POST /api/crm/dental-registrations/{id}/process {leadId}: mark processed and linked to an existing lead. */
import { processDentalRegistration } from "~/models/conversions.server";
import { processItemRoute } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.dental-registrations.$id.process";

const route = processItemRoute("registration", processDentalRegistration);
export const loader: (args: Route.LoaderArgs) => Promise<Response> = route.loader;
export const action: (args: Route.ActionArgs) => Promise<Response> = route.action;
