/**
 * /crm/leads/{id}/deal: the lead page's deal section posts here. GET shows the deal form on its
 * own; POST saves it (every field is sent: an empty one is cleared) and returns to the lead, or
 * answers with the field messages (this page without JavaScript, the section's fetcher with it).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, href } from "react-router";
import { DealFormPage } from "~/components/lead/deal-section";
import { DEAL_TEXTS } from "~/components/lead/texts";
import { crmPageTitle } from "~/components/crm/texts";
import { getLead, updateLead } from "~/models/leads.server";
import { type DealField, dealFormSchema } from "~/schemas/deal";
import { signedInStaff } from "~/server/auth.server";
import { idParam } from "~/utils/api.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { replyToDomainError } from "~/server/crm-route-kit.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/leads.$id.deal";
import { LEAD_TEXTS } from "~/components/lead/texts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(DEAL_TEXTS.title), loaderData?.invalid);

export async function loader({ params, context }: Route.LoaderArgs) {
  const lead = await getLead(idParam(params));
  if (!lead) throw data(null, { status: 404 });
  return { lead, invalid: answeredInvalid(context) };
}

export const action = markingFailures(async ({ request, params, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const lead = await getLead(id);
  if (!lead) throw data(null, { status: 404 });
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: dealFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // Only the fields the form shows for this status are cleared when left empty.
  const shown: DealField[] = ["estimatedValue", "expectedCloseDate"];
  if (lead.status === "closed-won") shown.push("wonDate");
  if (lead.status === "closed-lost") shown.push("lostReason", "lostReasonOther");
  const values = Object.fromEntries(shown.map((key) => [key, submission.value[key]]));
  const cleared = shown.filter((key) => submission.value[key] === undefined);
  try {
    await updateLead(id, values, cleared, staff.email);
  } catch (error) {
    return replyToDomainError(error, { form: submission });
  }
  return redirectWithToast(`${href("/crm/leads/:id", { id: String(id) })}#deal`, {
    title: DEAL_TEXTS.saved,
    description: `${lead.firstName} ${lead.lastName}`,
    variant: "success",
  });
});

export default function LeadDealRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const leadHref = href("/crm/leads/:id", { id: String(lead.id) });
  return (
    <article aria-labelledby="deal-page-title">
      <p>
        <Link to={leadHref}>{LEAD_TEXTS.formPages.backTo(lead.firstName, lead.lastName)}</Link>
      </p>
      <h1 id="deal-page-title">
        {DEAL_TEXTS.title}: {lead.firstName} {lead.lastName}
      </h1>
      <DealFormPage lead={lead} lastResult={actionData?.result} />
    </article>
  );
}
