/** /crm/leads/new: the Add Lead form as a page (JavaScript off), and the action the dialog posts to too. */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { CrmFormPage } from "~/components/crm/confirm-page";
import { dashboardHref } from "~/components/crm/dashboard-data";
import { LeadFormPage } from "~/components/crm/lead-form";
import { CRM_TEXT, crmPageTitle } from "~/components/crm/texts";
import { createLead } from "~/models/leads.server";
import { createLeadSchema } from "~/schemas/lead";
import { requirePageStaff } from "~/utils/auth.server";
import { log } from "~/utils/log.server";
import { redirectWithToast } from "~/utils/toast.server";
import { type RouteArgs, returnToFromUrl, tabHome } from "./crm-routes.server";
import { crmMeta } from "./meta";
import type { Route } from "./+types/leads.new";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(CRM_TEXT.actions.addLead));

export async function loader({ request }: RouteArgs) {
  const staff = await requirePageStaff(request);
  return { email: staff.email, returnTo: returnToFromUrl(request, tabHome("leads")) };
}

export async function action({ request }: RouteArgs) {
  await requirePageStaff(request);
  const submission = parseWithZod(await request.formData(), { schema: createLeadSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const lead = await createLead(submission.value);
    // The new lead is the newest: show it selected at the top of the first page.
    return redirectWithToast(dashboardHref({ tab: "leads", lead: lead.id }), {
      title: CRM_TEXT.toast.leadCreated,
      variant: "success",
    });
  } catch (error) {
    log.error("lead create failed", error);
    return data(
      { result: submission.reply({ formErrors: [CRM_TEXT.toast.leadCreateFailed] }) },
      { status: 500 },
    );
  }
}

export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrmFormPage
      email={loaderData.email}
      title={CRM_TEXT.actions.addLead}
      returnTo={loaderData.returnTo}
    >
      <LeadFormPage lastResult={actionData?.result} returnTo={loaderData.returnTo} />
    </CrmFormPage>
  );
}
