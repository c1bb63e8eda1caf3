/**
 * /crm/campaigns/new: the compose form; POST (multipart: it may carry a picture for the body)
 * creates the draft and opens it (its preview).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, href } from "react-router";
import { CampaignForm } from "~/components/campaigns/campaign-pages";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import * as pageParts from "~/components/crm/page-parts.css";
import { createCampaign } from "~/models/campaigns.server";
import { campaignFormSchema } from "~/schemas/campaign";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { signedInStaff } from "~/server/auth.server";
import { refusedCompose } from "~/server/campaign-compose.server";
import { takeInsertUpload, withUploaded } from "~/server/image-insert.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/campaigns.new";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(matches, crmPageTitle(CAMPAIGN_TEXTS.newTitle), loaderData?.invalid);

export function loader({ context }: Route.LoaderArgs) {
  return { invalid: answeredInvalid(context) };
}

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  // A picture chosen is stored first (its Markdown put into the body at the cursor), then the
  // draft is created with it: a refusal of either answers the typed text back.
  const upload = await takeInsertUpload(form, staff.email);
  const submission = parseWithZod(form, { schema: campaignFormSchema });
  if (upload.status === "invalid" || submission.status !== "success")
    return refusedCompose(submission, upload);
  const campaign = await createCampaign(submission.value, staff.email);
  const page = href("/crm/campaigns/:id", { id: String(campaign.id) });
  return redirectWithToast(withUploaded(page, upload), {
    title:
      upload.status === "saved"
        ? CAMPAIGN_TEXTS.toast.createdWithImage
        : CAMPAIGN_TEXTS.toast.created,
    variant: "success",
  });
});

export default function NewCampaign({ actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-campaign-title">
      <p>
        <Link to={href("/crm/campaigns")} className={pageParts.cardLink}>
          {CAMPAIGN_TEXTS.back}
        </Link>
      </p>
      <h1 id="new-campaign-title">{CAMPAIGN_TEXTS.newTitle}</h1>
      <p className={pageParts.summary}>{CAMPAIGN_TEXTS.intro}</p>
      <CampaignForm lastResult={actionData?.result} uploaded={actionData?.uploaded} />
    </section>
  );
}
