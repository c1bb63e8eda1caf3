/**
 * /crm/newsletters/{id}/unsubscribe: staff mark a subscriber unsubscribed, after a confirmation
 * (GET) that asks how the person told us. The post marks the subscription unsubscribed (audited)
 * and writes the withdrawal of the newsletter consent to the person's consent log. Subscribing
 * again stays something only the person can do, through the public form.
 */
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { Form, data, href, useNavigation } from "react-router";
import { z } from "zod";
import { crmPageTitle, CRM_TEXTS } from "~/components/crm/texts";
import * as controls from "~/components/crm/controls.css";
import { recordStaffWithdrawal } from "~/models/consents.server";
import { getNewsletterSubscriptionForCrm, unsubscribeByStaff } from "~/models/newsletter.server";
import { WITHDRAWAL_CHANNELS } from "~/schemas/person";
import { PERSON_FORM_TEXTS } from "~/components/people/texts";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readItemPost, returnToFromUrl, tabHome } from "~/server/crm-route-kit.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/newsletters.$id.unsubscribe";
import { LEADS_TEXTS } from "~/components/leads/texts";

const channelSchema = z.object({
  channel: z.enum(WITHDRAWAL_CHANNELS, { error: PERSON_FORM_TEXTS.channel }),
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(
    matches,
    crmPageTitle(
      loaderData
        ? LEADS_TEXTS.unsubscribe.title(loaderData.email)
        : LEADS_TEXTS.unsubscribe.titleNone,
    ),
    loaderData?.invalid,
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const subscription = await getNewsletterSubscriptionForCrm(idParam(params));
  if (!subscription) throw data(null, { status: 404 });
  return {
    id: subscription.id,
    email: subscription.email,
    name: subscription.fullName,
    subscribed: subscription.subscribed,
    returnTo: returnToFromUrl(request, tabHome("newsletters")),
    invalid: answeredInvalid(context),
  };
}

export const action = markingFailures(async (args: Route.ActionArgs) => {
  const { staff, id, form, returnTo } = await readItemPost(args, () => tabHome("newsletters"));
  const parsed = channelSchema.safeParse({ channel: form.get("channel") ?? undefined });
  // The page is shown again from this post's URL: the way back comes with the answer.
  if (!parsed.success) return data({ error: PERSON_FORM_TEXTS.channel, returnTo }, { status: 400 });
  const subscription = await unsubscribeByStaff(id, staff.email);
  if (!subscription)
    return redirectWithToast(returnTo, { title: CRM_TEXTS.toast.notFound, variant: "destructive" });
  await recordStaffWithdrawal(subscription.email, "newsletter", parsed.data.channel, staff.email);
  return redirectWithToast(returnTo, {
    title: LEADS_TEXTS.toast.unsubscribed,
    description: subscription.email,
    variant: "success",
  });
});

export default function ConfirmUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const action = href("/crm/newsletters/:id/unsubscribe", { id: String(loaderData.id) });
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const error = actionData?.error;
  const returnTo = actionData?.returnTo ?? loaderData.returnTo;
  return (
    <section className={controls.pageSection} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{LEADS_TEXTS.unsubscribe.question(loaderData.email)}</h1>
      {loaderData.subscribed ? (
        <Form method="post" action={action}>
          <p>{LEADS_TEXTS.unsubscribe.consequence(loaderData.name)}</p>
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className={controls.inlineField}>
            <label htmlFor="unsubscribe-channel" className={controls.label}>
              {LEADS_TEXTS.unsubscribe.howTold}
            </label>
            <select
              id="unsubscribe-channel"
              name="channel"
              className={controls.control}
              defaultValue=""
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "unsubscribe-channel-error" : undefined}
            >
              <option value="" disabled>
                {LEADS_TEXTS.unsubscribe.chooseOne}
              </option>
              {WITHDRAWAL_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {LEADS_TEXTS.unsubscribe.channel(channel)}
                </option>
              ))}
            </select>
            {error ? (
              <p id="unsubscribe-channel-error" className={controls.formError}>
                {error}
              </p>
            ) : null}
          </div>
          <div className={controls.formActions}>
            <button type="submit" className={controls.button.primary} disabled={busy}>
              {busy ? CRM_TEXTS.actions.saving : LEADS_TEXTS.actions.unsubscribe}
            </button>
            <a href={returnTo} className={controls.button.secondary}>
              {CRM_TEXTS.actions.cancel}
            </a>
          </div>
        </Form>
      ) : (
        <p>{LEADS_TEXTS.unsubscribe.already}</p>
      )}
    </section>
  );
}
