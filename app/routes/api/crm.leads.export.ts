/**
 * GET /api/crm/leads/export: the leads list as CSV, filtered and sorted like the list (?q,
 * ?status, ?owner, ?sort), every page. The "Export CSV" link on the Leads tab sends the session cookie.
 */
import { leadExportResponse } from "~/models/lead-export.server";
import { validationError } from "~/utils/api.server";
import { crmAction, crmLoader, leadListQuery } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.leads.export";

export const loader = crmLoader<Route.LoaderArgs>(async ({ request, staff }) => {
  const query = leadListQuery(new URL(request.url).searchParams, staff.userId);
  if ("errors" in query) return validationError(query.errors);
  const { page: _page, ...rest } = query;
  return leadExportResponse(rest);
});
export const action = crmAction<Route.ActionArgs>({});
