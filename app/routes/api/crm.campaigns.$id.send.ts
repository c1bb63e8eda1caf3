/**
 * POST /api/crm/campaigns/{id}/send {"recipients": N} (admins, with a password or code in the
 * last few minutes, as exports): freezes the recipients and starts sending. N must be the
 * audience's size now, the count the page's confirmation names; otherwise 409 with the count, so a
 * script never sends to more people than it was told.
 */
import { z } from "zod";
import {
  type CampaignAudience,
  audienceSize,
  campaignMay,
  startSending,
} from "~/models/campaigns.server";
import {
  CAMPAIGN_API_TEXTS,
  CAMPAIGN_REFUSALS,
  campaignAnswer,
  campaignOr404,
  conflict,
} from "~/server/campaign-api.server";
import { signedInStaff } from "~/server/auth.server";
import { refusedAnswer } from "~/server/record-api.server";
import {
  methodNotAllowed,
  readJson,
  unknownFieldsError,
  validationError,
} from "~/utils/api.server";
import type { Route } from "./+types/crm.campaigns.$id.send";

const confirmSchema = z.object({ recipients: z.number().int().min(0) });

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJson(request);
  const unknown = unknownFieldsError(body, ["recipients"]);
  if (unknown) return unknown;
  const parsed = confirmSchema.safeParse(body);
  if (!parsed.success) return validationError({ recipients: [CAMPAIGN_API_TEXTS.confirmCount] });
  const campaign = await campaignOr404(params);
  if (!campaignMay("send", campaign.state)) return conflict(CAMPAIGN_API_TEXTS.notDraft);
  const count = await audienceSize(campaign.audience as CampaignAudience);
  if (parsed.data.recipients !== count) return conflict(CAMPAIGN_API_TEXTS.countChanged(count));
  const outcome = await startSending(campaign.id, staff.email);
  return refusedAnswer(outcome, CAMPAIGN_REFUSALS) ?? campaignAnswer(campaign.id);
}
