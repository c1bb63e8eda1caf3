/**
 * GET /api/crm/campaigns/{id}: the campaign with its recipients per state.
 * PUT /api/crm/campaigns/{id} {subject, previewText?, body, audience?}: a draft's new content
 * (409 once it is no longer a draft: what was frozen is what went out).
 */
import { updateCampaign } from "~/models/campaigns.server";
import {
  CAMPAIGN_API_TEXTS,
  campaignAnswer,
  campaignJson,
  campaignOr404,
  conflict,
  readDraft,
} from "~/server/campaign-api.server";
import { signedInStaff } from "~/server/auth.server";
import { apiJson, methodNotAllowed, notFound } from "~/utils/api.server";
import type { Route } from "./+types/crm.campaigns.$id";

export async function loader({ params }: Route.LoaderArgs) {
  return apiJson({ campaign: await campaignJson(await campaignOr404(params)) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  if (request.method !== "PUT") return methodNotAllowed();
  const { draft, response } = await readDraft(request);
  if (response) return response;
  const campaign = await campaignOr404(params);
  const outcome = await updateCampaign(campaign.id, draft, staff.email);
  if (outcome === "missing") return notFound(CAMPAIGN_API_TEXTS.missing);
  if (outcome === "not-draft") return conflict(CAMPAIGN_API_TEXTS.notDraft);
  return campaignAnswer(campaign.id);
}
