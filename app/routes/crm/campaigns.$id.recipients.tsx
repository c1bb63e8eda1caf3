/** /crm/campaigns/{id}/recipients?q=…: the per-recipient log, searchable by email. */
import { data } from "react-router";
import { RecipientsReport } from "~/components/campaigns/campaign-pages";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import {
  getCampaign,
  listRecipients,
  recipientCounts,
  unsubscribedAfter,
} from "~/models/campaigns.server";
import { recipientQuerySchema } from "~/schemas/campaign";
import { idParam } from "~/utils/api.server";
import type { Route } from "./+types/campaigns.$id.recipients";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(
    matches,
    crmPageTitle(
      loaderData ? CAMPAIGN_TEXTS.reportTitle(loaderData.campaign.subject) : CAMPAIGN_TEXTS.report,
    ),
  );

export async function loader({ params, request }: Route.LoaderArgs) {
  const campaign = await getCampaign(idParam(params));
  if (!campaign) throw data(null, { status: 404 });
  const { q } = recipientQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total } = await listRecipients(campaign.id, q);
  return {
    campaign: {
      id: campaign.id,
      subject: campaign.subject,
      state: campaign.state,
      counts: await recipientCounts(campaign.id),
      unsubscribedAfter: await unsubscribedAfter(campaign.id),
    },
    q,
    rows,
    total,
  };
}

export default function CampaignRecipients({ loaderData }: Route.ComponentProps) {
  return <RecipientsReport data={loaderData} />;
}
