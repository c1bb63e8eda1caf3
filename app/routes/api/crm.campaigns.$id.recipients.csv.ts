/**
 * GET /api/crm/campaigns/{id}/recipients.csv (admins, recent password or code, as every export):
 * the campaign's per-recipient log as CSV.
 */
import { listRecipients } from "~/models/campaigns.server";
import { idParam, methodNotAllowed, notFound } from "~/utils/api.server";
import { csvResponse, rowsToCsv } from "~/utils/csv";
import { getCampaign } from "~/models/campaigns.server";
import type { Route } from "./+types/crm.campaigns.$id.recipients.csv";

export async function loader({ params }: Route.LoaderArgs) {
  const campaign = await getCampaign(idParam(params));
  if (!campaign) throw notFound();
  const { rows } = await listRecipients(campaign.id, "", undefined);
  const csv = rowsToCsv(["email", "state", "attempts", "sentAt", "lastResponse"], rows);
  return csvResponse(csv, `campaign-${campaign.id}-recipients.csv`);
}

export function action() {
  return methodNotAllowed();
}
