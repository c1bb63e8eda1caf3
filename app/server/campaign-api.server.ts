/**
 * The campaigns API's shared parts (/api/crm/campaigns…): reading a draft from a JSON body with the
 * compose form's schema, the campaign as the API shows it, and the words of its refusals (their
 * status is the one table's: domain-errors, decision 092).
 */
import { type Campaign } from "@db/schema";
import {
  getCampaign,
  listRecipients,
  recipientCounts,
  unsubscribedAfter,
} from "~/models/campaigns.server";
import { campaignFormSchema } from "~/schemas/campaign";
import { apiJson } from "~/utils/api.server";
import { csvResponse, rowsToCsv } from "~/utils/csv";
import { REAUTH_MESSAGE, type StaffSession, recentlyAuthenticated } from "./auth.server";
import { readInput, recordOr404 } from "./record-api.server";

export { conflict } from "./record-api.server";

const DRAFT_FIELDS = ["subject", "previewText", "body", "audience"] as const;

/** The draft in the body, or the 400 to answer (unknown fields are refused by name). */
export async function readDraft(request: Request) {
  const { input, response } = await readInput(request, DRAFT_FIELDS, campaignFormSchema);
  return response ? { response } : { draft: input! };
}

/** The campaign named by the URL's :id, or a thrown 404. */
export const campaignOr404 = (params: Record<string, string | undefined>) =>
  recordOr404(params, (id) => getCampaign(id), CAMPAIGN_API_TEXTS.missing);

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

/**
 * The whole per-recipient log as CSV, an export (decision 058): with a password or code in the
 * last few minutes, else 403 {"reauthRequired": true} as the recent-auth group answers.
 */
export async function recipientsCsv(campaign: Campaign, staff: StaffSession) {
  if (!recentlyAuthenticated(staff))
    return apiJson({ reauthRequired: true, message: REAUTH_MESSAGE }, 403);
  const { rows } = await listRecipients(campaign.id, "", undefined);
  const csv = rowsToCsv(["email", "state", "attempts", "sentAt", "lastResponse"], rows);
  return csvResponse(csv, `campaign-${campaign.id}-recipients.csv`);
}

/** What the API says when a campaign is missing or not in a state that allows the request. */
export const CAMPAIGN_API_TEXTS = {
  missing: "No such campaign",
  notDraft: "Only a draft can be changed, scheduled or sent",
  notDraftDelete: "Only a draft can be deleted: a campaign that went out is its own record",
  refused: "The campaign is not in a state that allows this",
  empty: "Nobody would receive it: the audience is empty",
  countChanged: (count: number) =>
    `The audience is now ${count}: send again with "recipients": ${count} to confirm`,
  confirmCount: 'Confirm the count: "recipients" must be the audience\'s size now',
  scheduleAt: "A time in the next year, as an ISO 8601 date and time with its offset",
  nothingFailed: "No recipient failed: there is nothing to retry",
  unknownAction: "Unknown action: test, schedule, send, pause, resume, unschedule, cancel or retry",
} as const;

/** The words of each refusing outcome of the campaign models, for `refusedAnswer`. */
export const CAMPAIGN_REFUSALS = {
  missing: CAMPAIGN_API_TEXTS.missing,
  "not-draft": CAMPAIGN_API_TEXTS.notDraft,
  empty: CAMPAIGN_API_TEXTS.empty,
  none: CAMPAIGN_API_TEXTS.nothingFailed,
  otherwise: CAMPAIGN_API_TEXTS.refused,
} as const;
