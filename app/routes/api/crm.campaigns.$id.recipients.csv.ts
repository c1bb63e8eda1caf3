/**
 * GET /api/crm/campaigns/{id}/recipients.csv (admins, recent password or code, as every export):
 * the campaign's per-recipient log as CSV.
 */
import { campaignOr404, recipientsCsv } from "~/server/campaign-api.server";
import { signedInStaff } from "~/server/auth.server";
import { methodNotAllowed } from "~/utils/api.server";
import type { Route } from "./+types/crm.campaigns.$id.recipients.csv";

export async function loader({ params, context }: Route.LoaderArgs) {
  return recipientsCsv(await campaignOr404(params), signedInStaff(context));
}

export function action() {
  return methodNotAllowed();
}
