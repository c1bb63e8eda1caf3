/**
 * /crm/campaigns/{id}: a draft's edit form, preview (desktop and phone width), "Send a test to
 * me" and the way to sending; scheduled, its time with Back to draft; once sending, its counts
 * with Pause / Resume; whether it is in the newsletter's public archive. POST intent=save | test |
 * send | pause | resume | unschedule | archive-in | archive-out, answered by Post/Redirect/Get
 * with a toast. On a draft, test, send and the archive buttons submit the edit form: its text is
 * saved before they act (decision 084).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { CampaignPage } from "~/components/campaigns/campaign-pages";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { buildCampaignMail, campaignUnsubscribeUrl } from "~/models/campaign-mails.server";
import {
  type CampaignAudience,
  audienceSize,
  controlCampaign,
  getCampaign,
  recipientCounts,
  secondsLeft,
  sendTestCopy,
  updateCampaign,
} from "~/models/campaigns.server";
import { env } from "~/config/env.server";
import { SAMPLE_TOKEN } from "~/models/mail-kit.server";
import { setInArchive } from "~/models/newsletter-archive.server";
import { sourcePostOf } from "~/models/post-newsletter.server";
import { campaignFormSchema } from "~/schemas/campaign";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { refusedCompose } from "~/server/campaign-compose.server";
import { takeInsertUpload, uploadedFromUrl, withUploaded } from "~/server/image-insert.server";
import { pageRefusal } from "~/server/domain-errors.server";
import { signedInStaff } from "~/server/auth.server";
import { idParam } from "~/utils/api.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/campaigns.$id";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(
    matches,
    crmPageTitle(loaderData?.campaign.subject ?? CAMPAIGN_TEXTS.title),
    loaderData?.invalid,
  );

async function requireCampaign(params: Record<string, string | undefined>) {
  const campaign = await getCampaign(idParam(params));
  if (!campaign) throw data(null, { status: 404 });
  return campaign;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const campaign = await requireCampaign(params);
  const { subject, html, text } = buildCampaignMail(
    { ...campaign, audience: campaign.audience as CampaignAudience },
    campaignUnsubscribeUrl(SAMPLE_TOKEN, campaign.id),
  );
  const counts = await recipientCounts(campaign.id);
  return {
    campaign: { ...campaign, counts },
    secondsLeft:
      campaign.state === "sending"
        ? secondsLeft(counts, env().CAMPAIGN_RATE, campaign.sendingStartedAt)
        : null,
    preview: { subject, html, text },
    audienceSize:
      campaign.state === "draft" ? await audienceSize(campaign.audience as CampaignAudience) : 0,
    staffEmail: staff.email,
    sourcePost: (await sourcePostOf(campaign.id)) ?? null,
    uploaded: await uploadedFromUrl(new URL(request.url)),
    invalid: answeredInvalid(context),
  };
}

export const action = markingFailures(async ({ request, params, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const campaign = await requireCampaign(params);
  const self = href("/crm/campaigns/:id", { id: String(campaign.id) });
  const form = await readFormData(request);
  const intent = form.get("intent");
  const T = CAMPAIGN_TEXTS.toast;
  if (intent === "pause" || intent === "resume" || intent === "unschedule") {
    const outcome = await controlCampaign(campaign.id, intent, staff.email);
    const done = { pause: T.paused, resume: T.resumed, unschedule: T.unscheduled }[intent];
    return redirectWithToast(
      self,
      pageRefusal(outcome)
        ? { title: T.refused, variant: "default" }
        : { title: done, variant: "success" },
    );
  }
  // A draft's buttons (save, upload, test, send, the archive) all post its edit form: what is on
  // screen is saved first, or refused with its messages and kept in the form, never sent unsaved
  // (decision 084). A sent issue's archive button posts no form fields. A picture chosen is
  // uploaded by Save and Upload, and put into the body before it is read.
  const editing = form.has("subject");
  const upload =
    editing && (intent === "upload" || intent === "save" || !intent)
      ? await takeInsertUpload(form, staff.email)
      : ({ status: "none" } as const);
  if (editing || intent === "save" || !intent) {
    const submission = parseWithZod(form, { schema: campaignFormSchema });
    if (upload.status === "invalid" || submission.status !== "success")
      return refusedCompose(submission, upload);
    const outcome = await updateCampaign(campaign.id, submission.value, staff.email);
    if (pageRefusal(outcome)) return redirectWithToast(self, { title: T.notDraft });
  }
  if (intent === "test") {
    await sendTestCopy(campaign.id, staff.email, staff.email);
    return redirectWithToast(self, {
      title: T.testSent,
      description: T.testSentDescription(staff.email),
      variant: "success",
    });
  }
  if (intent === "send")
    return redirect(href("/crm/campaigns/:id/send", { id: String(campaign.id) }));
  if (intent === "archive-in" || intent === "archive-out") {
    await setInArchive(campaign.id, intent === "archive-in", staff.email);
    return redirectWithToast(self, {
      title: intent === "archive-in" ? T.putBack : T.leftOut,
      variant: "success",
    });
  }
  return redirectWithToast(withUploaded(self, upload), {
    title: upload.status === "saved" ? T.savedWithImage : T.saved,
    variant: "success",
  });
});

export default function CampaignRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CampaignPage
      data={loaderData}
      lastResult={actionData?.result}
      uploaded={actionData?.uploaded}
    />
  );
}
