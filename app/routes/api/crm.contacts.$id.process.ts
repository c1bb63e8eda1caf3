/** POST /api/crm/contacts/{id}/process {leadId}: mark processed and linked to an existing lead. */
import { processContactSubmission } from "~/models/conversions.server";
import { processItemRoute } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.contacts.$id.process";

const route = processItemRoute("contact", processContactSubmission);
export const loader: (args: Route.LoaderArgs) => Promise<Response> = route.loader;
export const action: (args: Route.ActionArgs) => Promise<Response> = route.action;
