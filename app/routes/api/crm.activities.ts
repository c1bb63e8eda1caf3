/**
 * GET /api/crm/activities: newest first, 20 by default (SPEC.md); ?page=N pages of 50 with
 * X-Total-Count, X-Page and X-Page-Count; ?leadId=… one lead's; ?due=1 the planned follow-ups
 * due by the end of today, overdue first. POST: log one (or plan it with dueAt) → 201 {activity};
 * assigneeId (an account's id, or null) says who is to do a planned one (default: the lead's owner).
 */
import {
  ACTIVITY_PAGE_SIZE,
  LATEST_ACTIVITIES,
  UnknownLeadError,
  createActivity,
  listActivities,
  listActivitiesForLead,
  listDueActivities,
} from "~/models/activities.server";
import { OwnerError } from "~/models/owners.server";
import { createActivitySchema } from "~/schemas/activity";
import { apiJson, validationError } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody, unknownLead } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.activities";

export const loader = crmLoader<Route.LoaderArgs>(async ({ request }) => {
  const params = new URL(request.url).searchParams;
  if (params.get("due") === "1") return apiJson(await listDueActivities());
  const leadParam = params.get("leadId");
  if (leadParam !== null) {
    const leadId = /^\d{1,9}$/.test(leadParam) ? Number(leadParam) : NaN;
    if (!leadId) return validationError({ leadId: ["leadId must be a number"] });
    return apiJson(await listActivitiesForLead(leadId));
  }
  const pageParam = params.get("page");
  if (pageParam !== null && !/^\d{1,9}$/.test(pageParam))
    return validationError({ page: ["page must be a whole number"] });
  const result = await listActivities(
    pageParam === null
      ? { page: 1, pageSize: LATEST_ACTIVITIES }
      : { page: Number(pageParam), pageSize: ACTIVITY_PAGE_SIZE },
  );
  return apiJson(result.activities, 200, {
    "X-Total-Count": String(result.total),
    "X-Page": String(result.page),
    "X-Page-Count": String(result.pageCount),
  });
});

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, staff }) => {
    const input = await parseJsonBody(request, createActivitySchema);
    try {
      return apiJson({ activity: await createActivity(input, staff.email) }, 201);
    } catch (error) {
      if (error instanceof UnknownLeadError) return unknownLead();
      if (error instanceof OwnerError) return validationError({ assigneeId: [error.message] });
      throw error;
    }
  },
});
