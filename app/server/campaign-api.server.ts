/**
 * The campaigns API's shared parts (/api/crm/campaigns…): reading a draft from a JSON body with the
 * compose form's schema, the campaign as the API shows it, and outcomes as HTTP answers.
 */
import { type Campaign } from "@db/schema";
import { getCampaign, recipientCounts, unsubscribedAfter } from "~/models/campaigns.server";
import { campaignFormSchema } from "~/schemas/campaign";
import {
  apiError,
  apiJson,
  fieldErrorsFromZod,
  idParam,
  notFound,
  readJson,
  unknownFieldsError,
  validationError,
} from "~/utils/api.server";

const DRAFT_FIELDS = ["subject", "previewText", "body", "audience"] as const;

/** The draft in the body, or the 400 to answer (unknown fields are refused by name). */
export async function readDraft(request: Request) {
  const body = await readJson(request);
  const unknown = unknownFieldsError(body, DRAFT_FIELDS);
  if (unknown) return { response: unknown };
  const parsed = campaignFormSchema.safeParse(body);
  if (!parsed.success)
    return { response: validationError(fieldErrorsFromZod(parsed.error.issues)) };
  return { draft: parsed.data };
}

/** The campaign named by the URL's :id, or a thrown 404. */
export async function campaignOr404(params: Record<string, string | undefined>) {
  const campaign = await getCampaign(idParam(params));
  if (!campaign) throw notFound(CAMPAIGN_API_TEXTS.missing);
  return campaign;
}

/** A campaign with its recipients per state and those who unsubscribed since, as GET answers it. */
export async function campaignJson(campaign: Campaign) {
  return {
    ...campaign,
    counts: await recipientCounts(campaign.id),
    unsubscribedAfter: await unsubscribedAfter(campaign.id),
  };
}

/** The campaign as it is now, as an action's 200 answer. */
export async function campaignAnswer(id: number) {
  return apiJson({ campaign: await campaignJson((await getCampaign(id))!) });
}

/** What the API says when a campaign is missing or not in a state that allows the request. */
export const CAMPAIGN_API_TEXTS = {
  missing: "No such campaign",
  notDraft: "Only a draft can be changed, scheduled or sent",
  refused: "The campaign is not in a state that allows this",
  empty: "Nobody would receive it: the audience is empty",
  countChanged: (count: number) =>
    `The audience is now ${count}: send again with "recipients": ${count} to confirm`,
  confirmCount: 'Confirm the count: "recipients" must be the audience\'s size now',
  scheduleAt: "A time in the next year, as an ISO 8601 date and time with its offset",
  nothingFailed: "No recipient failed: there is nothing to retry",
  unknownAction: "Unknown action: test, schedule, send, pause, resume, unschedule, cancel or retry",
} as const;

export const conflict = (message: string) => apiError(409, message);
