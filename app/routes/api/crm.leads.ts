/**
 * GET /api/crm/leads: the list of leads, newest first (?q search, ?status filter, ?owner=all|me|none|
 * <id>, ?sort=created|score|name|follow-up, ?page of 50; the totals are in X-Total-Count, X-Page
 * and X-Page-Count). Each lead has ownerId and ownerName (null: unassigned).
 * POST: create → 201 {lead}; the lead is the caller's unless the body gives ownerId (null: nobody's).
 * It takes the deal fields as PUT does (estimatedValue, expectedCloseDate, wonDate, lostReason,
 * lostReasonOther; Closed Lost needs a reason); an unknown field is a 400 naming it.
 */
import { createLead, listLeads } from "~/models/leads.server";
import { createLeadWithDealSchema } from "~/schemas/deal";
import { ownerIdSchema } from "~/schemas/owner";
import { apiJson, validationError } from "~/utils/api.server";
import { crmAction, crmLoader, leadListQuery, parseJsonBody } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.leads";

export const loader = crmLoader<Route.LoaderArgs>(async ({ request, staff }) => {
  const query = leadListQuery(new URL(request.url).searchParams, staff.userId);
  if ("errors" in query) return validationError(query.errors);
  const result = await listLeads(query);
  return apiJson(result.leads, 200, {
    "X-Total-Count": String(result.total),
    "X-Page": String(result.page),
    "X-Page-Count": String(result.pageCount),
  });
});

const createLeadWithOwnerSchema = createLeadWithDealSchema.extend({
  ownerId: ownerIdSchema.optional(),
});

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, staff }) => {
    const { ownerId, ...input } = await parseJsonBody(request, createLeadWithOwnerSchema);
    return apiJson({ lead: await createLead(input, staff.email, ownerId) }, 201);
  },
});
