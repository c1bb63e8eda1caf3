/** GET /api/crm/dental-registrations (?unprocessed=true for the ones not yet converted), newest first. */
import { listDentalRegistrationsForCrm } from "~/models/dental-registrations.server";
import { apiJson } from "~/utils/api.server";
import { crmAction, crmLoader } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.dental-registrations";

export const LIST_LIMIT = 500;

export const loader = crmLoader<Route.LoaderArgs>(async ({ request }) => {
  const unprocessedOnly = new URL(request.url).searchParams.get("unprocessed") === "true";
  return apiJson(await listDentalRegistrationsForCrm({ unprocessedOnly, limit: LIST_LIMIT }));
});
export const action = crmAction<Route.ActionArgs>({});
