/**
 * GET /api/crm/leads: the list of leads, newest first (?q search, ?status filter, ?page of 50;
 * the totals are in X-Total-Count, X-Page and X-Page-Count). POST: create → 201 {lead}.
 */
import { createLead, listLeads } from "~/models/leads.server";
import { createLeadSchema, leadStatusSchema } from "~/schemas/lead";
import { UNSTORABLE_TEXT_MESSAGE, isStorableText } from "~/schemas/safe-text";
import { apiJson, validationError } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "./crm.helpers.server";

export const loader = crmLoader(async ({ request }) => {
  const url = new URL(request.url);
  const statusParam = url.searchParams.get("status") || undefined;
  const status = statusParam === undefined ? undefined : leadStatusSchema.safeParse(statusParam);
  if (status && !status.success) return validationError({ status: ["Unknown status"] });
  const page = Number(url.searchParams.get("page") ?? "1");
  const q = url.searchParams.get("q") ?? undefined;
  if (q !== undefined && !isStorableText(q))
    return validationError({ q: [UNSTORABLE_TEXT_MESSAGE] });
  const result = await listLeads({
    q,
    status: status?.data,
    page: Number.isFinite(page) ? page : 1,
  });
  return apiJson(result.leads, 200, {
    "X-Total-Count": String(result.total),
    "X-Page": String(result.page),
    "X-Page-Count": String(result.pageCount),
  });
});

export const action = crmAction({
  POST: async ({ request }) => {
    const input = await parseJsonBody(request, createLeadSchema);
    return apiJson({ lead: await createLead(input) }, 201);
  },
});
