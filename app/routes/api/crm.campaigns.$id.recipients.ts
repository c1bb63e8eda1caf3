/**
 * GET /api/crm/campaigns/{id}/recipients?q=&page=: the per-recipient log (address, state,
 * attempts, when sent, the server's last answer), 200 a page, by address. The whole log as CSV is
 * /api/crm/campaigns/{id}/recipients.csv or ?format=csv here, as other CRM APIs (an export: it
 * asks for a recent password or code).
 */
import { listRecipientPage } from "~/models/campaigns.server";
import { campaignOr404, recipientsCsv } from "~/server/campaign-api.server";
import { signedInStaff } from "~/server/auth.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { recipientQuerySchema } from "~/schemas/campaign";
import type { Route } from "./+types/crm.campaigns.$id.recipients";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const campaign = await campaignOr404(params);
  const url = new URL(request.url);
  if (url.searchParams.get("format") === "csv")
    return recipientsCsv(campaign, signedInStaff(context));
  const { q } = recipientQuerySchema.parse({ q: url.searchParams.get("q") ?? undefined });
  const page = Math.max(1, Math.trunc(Number(url.searchParams.get("page")) || 1));
  return apiJson(await listRecipientPage(campaign.id, q, page));
}

export function action() {
  return methodNotAllowed();
}
