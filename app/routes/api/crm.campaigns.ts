/**
 * GET /api/crm/campaigns: every campaign, newest first, with its recipients per state.
 * POST /api/crm/campaigns {subject, previewText?, body (Markdown), audience?} → 201 the draft.
 */
import { createCampaign, listCampaigns } from "~/models/campaigns.server";
import { campaignJson, readDraft } from "~/server/campaign-api.server";
import { signedInStaff } from "~/server/auth.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import type { Route } from "./+types/crm.campaigns";

export async function loader() {
  return apiJson({ campaigns: await listCampaigns() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  if (request.method !== "POST") return methodNotAllowed();
  const { draft, response } = await readDraft(request);
  if (response) return response;
  const campaign = await createCampaign(draft, staff.email);
  return apiJson({ campaign: await campaignJson(campaign) }, 201);
}
