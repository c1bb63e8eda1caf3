/**
 * POST /api/crm/campaigns/{id}/{test | schedule | pause | resume | unschedule | cancel | retry}:
 * what the campaign page's buttons do, with the same rules (sending has its own route: it needs a
 * recent password or code). `test` mails a marked copy to the signed-in staff member; `schedule`
 * takes {"at": ISO 8601 date and time}, within the next year; `retry` sends a sent campaign again
 * to the recipients it failed for.
 */
import { z } from "zod";
import {
  type ControlAction,
  controlCampaign,
  isSchedulableTime,
  retryFailed,
  scheduleCampaign,
  sendTestCopy,
} from "~/models/campaigns.server";
import {
  CAMPAIGN_API_TEXTS,
  CAMPAIGN_REFUSALS,
  campaignAnswer,
  campaignOr404,
} from "~/server/campaign-api.server";
import { signedInStaff } from "~/server/auth.server";
import { refusedAnswer } from "~/server/record-api.server";
import {
  apiJson,
  methodNotAllowed,
  notFound,
  readJson,
  unknownFieldsError,
  validationError,
} from "~/utils/api.server";
import type { Route } from "./+types/crm.campaigns.$id.$action";

const CONTROLS: readonly ControlAction[] = ["pause", "resume", "unschedule", "cancel"];
const scheduleSchema = z.object({ at: z.iso.datetime({ offset: true }) });

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  if (request.method !== "POST") return methodNotAllowed();
  const campaign = await campaignOr404(params);
  const done = () => campaignAnswer(campaign.id);

  if (params.action === "test") {
    await sendTestCopy(campaign.id, staff.email, staff.email);
    return apiJson({ message: `A test copy is on its way to ${staff.email}` });
  }
  if (params.action === "schedule") {
    const body = await readJson(request);
    const unknown = unknownFieldsError(body, ["at"]);
    if (unknown) return unknown;
    const parsed = scheduleSchema.safeParse(body);
    const at = parsed.success ? new Date(parsed.data.at) : null;
    if (!at || !isSchedulableTime(at))
      return validationError({ at: [CAMPAIGN_API_TEXTS.scheduleAt] });
    const outcome = await scheduleCampaign(campaign.id, at, staff.email);
    return refusedAnswer(outcome, CAMPAIGN_REFUSALS) ?? done();
  }
  if (params.action === "retry") {
    const result = await retryFailed(campaign.id, staff.email);
    return refusedAnswer(result.outcome, CAMPAIGN_REFUSALS) ?? done();
  }
  const control = CONTROLS.find((name) => name === params.action);
  if (!control) return notFound(CAMPAIGN_API_TEXTS.unknownAction);
  const outcome = await controlCampaign(campaign.id, control, staff.email);
  return refusedAnswer(outcome, CAMPAIGN_REFUSALS) ?? done();
}
