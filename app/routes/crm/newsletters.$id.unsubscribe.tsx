/**
 * /crm/newsletters/{id}/unsubscribe: staff mark a subscriber unsubscribed, after a confirmation
 * (GET) that asks how the person told us. The post marks the subscription unsubscribed (audited)
 * and writes the withdrawal of the newsletter consent to the person's consent log. Subscribing
 * again stays something only the person can do, through the public form.
 */
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { Form, data, href, useNavigation } from "react-router";
import { z } from "zod";
import { CRM_TEXT, crmPageTitle } from "~/components/crm/texts";
import * as styles from "~/components/crm/dashboard.css";
import { recordStaffWithdrawal } from "~/models/consents.server";
import { getNewsletterSubscriptionForCrm, unsubscribeByStaff } from "~/models/newsletter.server";
import { PERSON_FORM_TEXTS, WITHDRAWAL_CHANNELS } from "~/schemas/person";
import { idParam } from "~/utils/api.server";
import { signedInStaff } from "~/server/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import { returnToFromForm, returnToFromUrl, tabHome } from "~/server/crm-route-kit.server";
import { readFormData } from "~/utils/form-data.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/newsletters.$id.unsubscribe";

const channelSchema = z.object({
  channel: z.enum(WITHDRAWAL_CHANNELS, { error: PERSON_FORM_TEXTS.channel }),
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(
    matches,
    crmPageTitle(loaderData ? `Mark ${loaderData.email} unsubscribed` : "Mark unsubscribed"),
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

export const action = markingFailures(async ({ request, params, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const form = await readFormData(request);
  const returnTo = returnToFromForm(form, tabHome("newsletters"));
  const parsed = channelSchema.safeParse({ channel: form.get("channel") ?? undefined });
  // The page is shown again from this post's URL: the way back comes with the answer.
  if (!parsed.success) return data({ error: PERSON_FORM_TEXTS.channel, returnTo }, { status: 400 });
  const subscription = await unsubscribeByStaff(id, staff.email);
  if (!subscription)
    return redirectWithToast(returnTo, { title: CRM_TEXT.toast.notFound, variant: "destructive" });
  await recordStaffWithdrawal(subscription.email, "newsletter", parsed.data.channel, staff.email);
  return redirectWithToast(returnTo, {
    title: CRM_TEXT.toast.unsubscribed,
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
    <section className={styles.pageSection} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Mark {loaderData.email} unsubscribed?</h1>
      {loaderData.subscribed ? (
        <Form method="post" action={action}>
          <p>
            {loaderData.name} will get no more newsletters, and the withdrawal of their consent is
            written to their consent log. Only they can subscribe again, through the website.
          </p>
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className={styles.inlineField}>
            <label htmlFor="unsubscribe-channel" className={styles.label}>
              How did they tell us?
            </label>
            <select
              id="unsubscribe-channel"
              name="channel"
              className={styles.control}
              defaultValue=""
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "unsubscribe-channel-error" : undefined}
            >
              <option value="" disabled>
                Choose one
              </option>
              {WITHDRAWAL_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {channel === "in person" ? "In person" : `By ${channel}`}
                </option>
              ))}
            </select>
            {error ? (
              <p id="unsubscribe-channel-error" className={styles.formError}>
                {error}
              </p>
            ) : null}
          </div>
          <div className={styles.formActions}>
            <button type="submit" className={styles.button.primary} disabled={busy}>
              {busy ? CRM_TEXT.actions.saving : CRM_TEXT.actions.unsubscribe}
            </button>
            <a href={returnTo} className={styles.button.secondary}>
              {CRM_TEXT.actions.cancel}
            </a>
          </div>
        </Form>
      ) : (
        <p>This subscription is already unsubscribed.</p>
      )}
    </section>
  );
}
