/** GET /api/crm/activities: the latest 20 (or ?leadId=… for one lead's). POST: log one → 201 {activity}. */
import {
  UnknownLeadError,
  createActivity,
  listActivitiesForLead,
  listLatestActivities,
} from "~/models/activities.server";
import { createActivitySchema } from "~/schemas/activity";
import { apiJson, validationError } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody, unknownLead } from "./crm.helpers.server";

export const loader = crmLoader(async ({ request }) => {
  const leadParam = new URL(request.url).searchParams.get("leadId");
  if (leadParam === null) return apiJson(await listLatestActivities());
  const leadId = /^\d{1,9}$/.test(leadParam) ? Number(leadParam) : NaN;
  if (!leadId) return validationError({ leadId: ["leadId must be a number"] });
  return apiJson(await listActivitiesForLead(leadId));
});

export const action = crmAction({
  POST: async ({ request, staff }) => {
    const input = await parseJsonBody(request, createActivitySchema);
    try {
      return apiJson({ activity: await createActivity(input, staff.email) }, 201);
    } catch (error) {
      if (error instanceof UnknownLeadError) return unknownLead();
      throw error;
    }
  },
});
