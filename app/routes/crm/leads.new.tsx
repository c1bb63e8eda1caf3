/** /crm/leads/new: the Add Lead form as a page (JavaScript off), and the action the dialog posts to too. */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { CrmFormPage } from "~/components/crm/confirm-page";
import { dashboardHref } from "~/components/crm/dashboard-data";
import { type LeadFormResult, LeadFormPage } from "~/components/lead/lead-form";
import { crmPageTitle } from "~/components/crm/texts";
import { createLead, findLeadByEmail } from "~/models/leads.server";
import { createLeadSchema } from "~/schemas/lead";
import { signedInStaff } from "~/server/auth.server";
import { log } from "~/utils/log.server";
import { redirectWithToast } from "~/utils/toast.server";
import { replyToDomainError, returnToFromUrl, tabHome } from "~/server/crm-route-kit.server";
import { isDomainError } from "~/server/domain-errors.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/leads.new";
import { readFormData } from "~/utils/form-data.server";
import { LEADS_TEXTS } from "~/components/leads/texts";
import { LEAD_TEXTS } from "~/components/lead/texts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(LEADS_TEXTS.actions.addLead), loaderData?.invalid);

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    returnTo: returnToFromUrl(request, tabHome("leads")),
    invalid: answeredInvalid(context),
  };
}

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: createLeadSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // Before saving: an email that already belongs to a lead is named, with a link, until staff
  // tick "create a separate lead anyway".
  if (form.get("allowDuplicate") !== "1") {
    const match = await findLeadByEmail(submission.value.email);
    if (match) {
      return data(
        {
          result: submission.reply({
            fieldErrors: { email: [LEAD_TEXTS.duplicate.exists + " " + match.name] },
          }),
          duplicate: { id: match.id, name: match.name },
        },
        { status: 409 },
      );
    }
  }
  try {
    const lead = await createLead(submission.value, staff.email);
    // The new lead is the newest: show it selected at the top of the first page.
    return redirectWithToast(dashboardHref({ tab: "leads", lead: lead.id }), {
      title: LEAD_TEXTS.toast.leadCreated,
      variant: "success",
    });
  } catch (error) {
    if (isDomainError(error)) return replyToDomainError(error, { form: submission });
    log.error("lead create failed", error);
    return data(
      { result: submission.reply({ formErrors: [LEAD_TEXTS.toast.leadCreateFailed] }) },
      { status: 500 },
    );
  }
});

export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrmFormPage title={LEADS_TEXTS.actions.addLead} returnTo={loaderData.returnTo}>
      <LeadFormPage
        lastResult={actionData?.result}
        duplicate={(actionData as LeadFormResult | undefined)?.duplicate}
        returnTo={loaderData.returnTo}
      />
    </CrmFormPage>
  );
}
