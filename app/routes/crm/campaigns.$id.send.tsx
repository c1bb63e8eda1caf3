/**
 * /crm/campaigns/{id}/send (admins, with a password or code in the last few minutes): "Send
 * 'November insights' to 1,234 subscribers?" with Keep it as a draft focused; POST freezes the
 * recipients and starts sending.
 */
import { data, href, redirect } from "react-router";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { ConfirmPage } from "~/components/crm/confirm-page";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { audienceSize, getCampaign, startSending } from "~/models/campaigns.server";
import { signedInStaff } from "~/server/auth.server";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/campaigns.$id.send";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(CAMPAIGN_TEXTS.sendTitle));

export async function loader({ params }: Route.LoaderArgs) {
  const campaign = await getCampaign(idParam(params));
  if (!campaign) throw data(null, { status: 404 });
  const self = href("/crm/campaigns/:id", { id: String(campaign.id) });
  if (campaign.state !== "draft") throw redirect(self);
  return { id: campaign.id, subject: campaign.subject, count: await audienceSize("newsletter") };
}

export async function action({ params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const outcome = await startSending(id, staff.email);
  if (outcome === "missing") throw data(null, { status: 404 });
  const T = CAMPAIGN_TEXTS.toast;
  return redirectWithToast(
    href("/crm/campaigns/:id", { id: String(id) }),
    outcome === "started"
      ? { title: T.started, variant: "success" }
      : { title: outcome === "empty" ? T.empty : T.refused, variant: "default" },
  );
}

export default function SendCampaign({ loaderData }: Route.ComponentProps) {
  const id = String(loaderData.id);
  return (
    <ConfirmPage
      question={CAMPAIGN_TEXTS.confirmQuestion(loaderData.subject, loaderData.count)}
      detail={CAMPAIGN_TEXTS.confirmDetail}
      action={href("/crm/campaigns/:id/send", { id })}
      returnTo={href("/crm/campaigns/:id", { id })}
      confirmLabel={CAMPAIGN_TEXTS.confirmSend}
      busyLabel={CAMPAIGN_TEXTS.sending}
      cancelLabel={CAMPAIGN_TEXTS.keepDraft}
    />
  );
}
