/**
 * GET /api/crm/leads: the list of leads, newest first (?q search, ?status filter, ?sort=created|
 * score|name|follow-up, ?page of 50; the totals are in X-Total-Count, X-Page and X-Page-Count).
 * POST: create → 201 {lead}.
 */
import { createLead, listLeads } from "~/models/leads.server";
import { createLeadSchema } from "~/schemas/lead";
import { apiJson, validationError } from "~/utils/api.server";
import { crmAction, crmLoader, leadListQuery, parseJsonBody } from "./crm.helpers.server";
import type { Route } from "./+types/crm.leads";

export const loader = crmLoader<Route.LoaderArgs>(async ({ request }) => {
  const query = leadListQuery(new URL(request.url).searchParams);
  if ("errors" in query) return validationError(query.errors);
  const result = await listLeads(query);
  return apiJson(result.leads, 200, {
    "X-Total-Count": String(result.total),
    "X-Page": String(result.page),
    "X-Page-Count": String(result.pageCount),
  });
});

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, staff }) => {
    const input = await parseJsonBody(request, createLeadSchema);
    return apiJson({ lead: await createLead(input, staff.email) }, 201);
  },
});
