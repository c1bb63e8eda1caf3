/** /crm/campaigns/{id}/cancel: "Cancel 'November insights'?" with Keep it focused; POST cancels. */
import { data, href } from "react-router";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { ConfirmPage } from "~/components/crm/confirm-page";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { controlCampaign, getCampaign } from "~/models/campaigns.server";
import { pageRefusal } from "~/server/domain-errors.server";
import { signedInStaff } from "~/server/auth.server";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/campaigns.$id.cancel";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(CAMPAIGN_TEXTS.confirmCancel));

export async function loader({ params }: Route.LoaderArgs) {
  const campaign = await getCampaign(idParam(params));
  if (!campaign) throw data(null, { status: 404 });
  return { id: campaign.id, subject: campaign.subject };
}

export async function action({ params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const outcome = await controlCampaign(id, "cancel", staff.email);
  const T = CAMPAIGN_TEXTS.toast;
  return redirectWithToast(
    href("/crm/campaigns/:id", { id: String(id) }),
    pageRefusal(outcome)
      ? { title: T.refused, variant: "default" }
      : { title: T.cancelled, variant: "success" },
  );
}

export default function CancelCampaign({ loaderData }: Route.ComponentProps) {
  const id = String(loaderData.id);
  return (
    <ConfirmPage
      question={CAMPAIGN_TEXTS.cancelQuestion(loaderData.subject)}
      detail={CAMPAIGN_TEXTS.cancelDetail}
      action={href("/crm/campaigns/:id/cancel", { id })}
      returnTo={href("/crm/campaigns/:id", { id })}
      confirmLabel={CAMPAIGN_TEXTS.confirmCancel}
      cancelLabel={CAMPAIGN_TEXTS.keepSending}
    />
  );
}
