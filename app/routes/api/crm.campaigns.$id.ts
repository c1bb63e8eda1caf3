/**
 * GET /api/crm/campaigns/{id}: the campaign with its recipients per state.
 * PUT /api/crm/campaigns/{id} {subject, previewText?, body, audience?}: a draft's new content
 * (409 once it is no longer a draft: what was frozen is what went out).
 * DELETE /api/crm/campaigns/{id}: deletes a draft (204); 409 for any other state.
 */
import { deleteDraft, updateCampaign } from "~/models/campaigns.server";
import {
  CAMPAIGN_API_TEXTS,
  CAMPAIGN_REFUSALS,
  campaignAnswer,
  campaignJson,
  campaignOr404,
  readDraft,
} from "~/server/campaign-api.server";
import { signedInStaff } from "~/server/auth.server";
import { refusedAnswer } from "~/server/record-api.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import type { Route } from "./+types/crm.campaigns.$id";

export async function loader({ params }: Route.LoaderArgs) {
  return apiJson({ campaign: await campaignJson(await campaignOr404(params)) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  if (request.method === "DELETE") {
    const campaign = await campaignOr404(params);
    const outcome = await deleteDraft(campaign.id, staff.email);
    return (
      refusedAnswer(outcome, {
        ...CAMPAIGN_REFUSALS,
        "not-draft": CAMPAIGN_API_TEXTS.notDraftDelete,
      }) ?? new Response(null, { status: 204 })
    );
  }
  if (request.method !== "PUT") return methodNotAllowed();
  const { draft, response } = await readDraft(request);
  if (response) return response;
  const campaign = await campaignOr404(params);
  const outcome = await updateCampaign(campaign.id, draft, staff.email);
  return refusedAnswer(outcome, CAMPAIGN_REFUSALS) ?? campaignAnswer(campaign.id);
}
