/**
 * /crm/campaigns/{id}/retry: "Send 'November insights' again to the 3 recipients it failed for?"
 * with the safe choice focused; POST puts the failed rows back to waiting and sends them.
 */
import { data, href, redirect } from "react-router";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { ConfirmPage } from "~/components/crm/confirm-page";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { campaignMay, getCampaign, recipientCounts, retryFailed } from "~/models/campaigns.server";
import { pageRefusal } from "~/server/domain-errors.server";
import { signedInStaff } from "~/server/auth.server";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/campaigns.$id.retry";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(CAMPAIGN_TEXTS.confirmRetry));

export async function loader({ params }: Route.LoaderArgs) {
  const campaign = await getCampaign(idParam(params));
  if (!campaign) throw data(null, { status: 404 });
  const { failed } = await recipientCounts(campaign.id);
  // Nothing to retry (already retried, or never failed): back to the campaign.
  if (!campaignMay("retry", campaign.state) || failed === 0)
    throw redirect(href("/crm/campaigns/:id", { id: String(campaign.id) }));
  return { id: campaign.id, subject: campaign.subject, failed };
}

export async function action({ params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const result = await retryFailed(id, staff.email);
  const T = CAMPAIGN_TEXTS.toast;
  const back = href("/crm/campaigns/:id", { id: String(id) });
  if (result.outcome === "done")
    return redirectWithToast(back, { title: T.retried(result.count), variant: "success" });
  pageRefusal(result.outcome); // the 404 page when the campaign is gone
  return redirectWithToast(back, {
    title: result.outcome === "none" ? T.nothingToRetry : T.refused,
    variant: "default",
  });
}

export default function RetryCampaign({ loaderData }: Route.ComponentProps) {
  const id = String(loaderData.id);
  return (
    <ConfirmPage
      question={CAMPAIGN_TEXTS.retryQuestion(loaderData.subject, loaderData.failed)}
      detail={CAMPAIGN_TEXTS.retryDetail}
      action={href("/crm/campaigns/:id/retry", { id })}
      returnTo={href("/crm/campaigns/:id", { id })}
      confirmLabel={CAMPAIGN_TEXTS.confirmRetry}
      cancelLabel={CAMPAIGN_TEXTS.keepAsSent}
    />
  );
}
