/** /crm/campaigns/new: the compose form; POST creates the draft and opens it (its preview). */
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, href } from "react-router";
import { CampaignForm } from "~/components/campaigns/campaign-pages";
import { CAMPAIGN_TEXTS } from "~/components/campaigns/texts";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import * as pageParts from "~/components/crm/page-parts.css";
import { createCampaign } from "~/models/campaigns.server";
import { campaignFormSchema } from "~/schemas/campaign";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { signedInStaff } from "~/server/auth.server";
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
  const submission = parseWithZod(await readFormData(request), { schema: campaignFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const campaign = await createCampaign(submission.value, staff.email);
  return redirectWithToast(href("/crm/campaigns/:id", { id: String(campaign.id) }), {
    title: CAMPAIGN_TEXTS.toast.created,
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
      <CampaignForm lastResult={actionData?.result} />
    </section>
  );
}
