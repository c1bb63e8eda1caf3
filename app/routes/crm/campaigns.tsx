/** /crm/campaigns (admins only: recipients are personal data): every campaign with its counts. */
import { CampaignsPage } from "~/components/campaigns/campaign-pages";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { listCampaigns } from "~/models/campaigns.server";
import type { Route } from "./+types/campaigns";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(CAMPAIGN_TEXTS.title));

export async function loader() {
  return { campaigns: await listCampaigns() };
}

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  return <CampaignsPage campaigns={loaderData.campaigns} />;
}
