/**
 * /crm/campaigns/{id}/send (admins, with a password or code in the last few minutes): "Send
 * 'November insights' to 1,234 subscribers?" with Keep it as a draft focused; POST freezes the
 * recipients and starts sending, or (intent=schedule, a UK date and time) schedules the start.
 */
import { data, href, redirect } from "react-router";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { ConfirmPage } from "~/components/crm/confirm-page";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { ScheduleForm } from "~/components/campaigns/campaign-pages";
import {
  type CampaignAudience,
  audienceSize,
  campaignMay,
  getCampaign,
  isSchedulableTime,
  scheduleCampaign,
  startSending,
} from "~/models/campaigns.server";
import { readFormData } from "~/utils/form-data.server";
import { fromUkLocal } from "~/utils/uk-dates";
import { pageRefusal } from "~/server/domain-errors.server";
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
  if (!campaignMay("send", campaign.state)) throw redirect(self);
  return {
    id: campaign.id,
    subject: campaign.subject,
    count: await audienceSize(campaign.audience as CampaignAudience),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const form = await readFormData(request);
  const T = CAMPAIGN_TEXTS.toast;
  const back = href("/crm/campaigns/:id", { id: String(id) });
  if (form.get("intent") === "schedule") {
    const value = form.get("at");
    const at = typeof value === "string" ? fromUkLocal(value) : null;
    if (!at || !isSchedulableTime(at))
      return data(
        { scheduleError: CAMPAIGN_TEXTS.scheduleError, at: typeof value === "string" ? value : "" },
        { status: 400 },
      );
    const outcome = await scheduleCampaign(id, at, staff.email);
    return redirectWithToast(
      back,
      pageRefusal(outcome)
        ? { title: outcome === "empty" ? T.empty : T.refused, variant: "default" }
        : { title: T.scheduled, variant: "success" },
    );
  }
  const outcome = await startSending(id, staff.email);
  return redirectWithToast(
    back,
    pageRefusal(outcome)
      ? { title: outcome === "empty" ? T.empty : T.refused, variant: "default" }
      : { title: T.started, variant: "success" },
  );
}

export default function SendCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const id = String(loaderData.id);
  return (
    <>
      <ConfirmPage
        question={CAMPAIGN_TEXTS.confirmQuestion(loaderData.subject, loaderData.count)}
        detail={CAMPAIGN_TEXTS.confirmDetail}
        action={href("/crm/campaigns/:id/send", { id })}
        returnTo={href("/crm/campaigns/:id", { id })}
        confirmLabel={CAMPAIGN_TEXTS.confirmSend}
        busyLabel={CAMPAIGN_TEXTS.sending}
        cancelLabel={CAMPAIGN_TEXTS.keepDraft}
      />
      <ScheduleForm
        action={href("/crm/campaigns/:id/send", { id })}
        error={actionData?.scheduleError}
        value={actionData?.at}
      />
    </>
  );
}
