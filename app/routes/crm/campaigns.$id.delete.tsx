/** /crm/campaigns/{id}/delete: "Delete the draft 'November insights'?" with Keep the draft focused. */
import { data, href, redirect } from "react-router";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { ConfirmPage } from "~/components/crm/confirm-page";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { campaignMay, deleteDraft, getCampaign } from "~/models/campaigns.server";
import { pageRefusal } from "~/server/domain-errors.server";
import { signedInStaff } from "~/server/auth.server";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/campaigns.$id.delete";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(CAMPAIGN_TEXTS.confirmDelete));

export async function loader({ params }: Route.LoaderArgs) {
  const campaign = await getCampaign(idParam(params));
  if (!campaign) throw data(null, { status: 404 });
  // Only a draft is deleted: any other campaign's record is the log of what went out.
  if (!campaignMay("delete", campaign.state))
    throw redirect(href("/crm/campaigns/:id", { id: String(campaign.id) }));
  return { id: campaign.id, subject: campaign.subject };
}

export async function action({ params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const outcome = await deleteDraft(id, staff.email);
  const T = CAMPAIGN_TEXTS.toast;
  if (pageRefusal(outcome))
    return redirectWithToast(href("/crm/campaigns/:id", { id: String(id) }), {
      title: T.refused,
      variant: "default",
    });
  return redirectWithToast(href("/crm/campaigns"), { title: T.deleted, variant: "success" });
}

export default function DeleteCampaign({ loaderData }: Route.ComponentProps) {
  const id = String(loaderData.id);
  return (
    <ConfirmPage
      question={CAMPAIGN_TEXTS.deleteQuestion(loaderData.subject)}
      detail={CAMPAIGN_TEXTS.deleteDetail}
      action={href("/crm/campaigns/:id/delete", { id })}
      returnTo={href("/crm/campaigns/:id", { id })}
      confirmLabel={CAMPAIGN_TEXTS.confirmDelete}
      cancelLabel={CAMPAIGN_TEXTS.keepIt}
    />
  );
}
