/**
 * /crm/activities/new: the Log activity form (something that has already happened) as a page
 * (JavaScript off), and the action the dialog posts to too. Planning a follow-up is its own page
 * (/crm/leads/{id}/follow-ups/new).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import { ActivityFormPage } from "~/components/leads/activity-form";
import { searchParam, withReturnTo } from "~/components/crm/dashboard-data";
import { CrmFormPage } from "~/components/crm/confirm-page";
import { crmPageTitle } from "~/components/crm/texts";
import { createActivity } from "~/models/activities.server";
import { listLeadChoices } from "~/models/leads.server";
import { createActivitySchema } from "~/schemas/activity";
import { signedInStaff } from "~/server/auth.server";
import { parseId } from "~/utils/ids";
import { log } from "~/utils/log.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  replyToDomainError,
  returnToFromForm,
  returnToFromUrl,
  tabHome,
} from "~/server/crm-route-kit.server";
import { isDomainError } from "~/server/domain-errors.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/activities.new";
import { readFormData } from "~/utils/form-data.server";
import { LEADS_TEXTS } from "~/components/leads/texts";
import { LEAD_TEXTS } from "~/components/lead/texts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(LEADS_TEXTS.actions.logActivity), loaderData?.invalid);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const defaultLeadId = parseId(params.get("leadId"));
  const q = searchParam(params).trim();
  const leads = await listLeadChoices({ q, include: defaultLeadId });
  return {
    returnTo: returnToFromUrl(request, tabHome("activities")),
    leads,
    defaultLeadId,
    // Opened from a lead (?leadId=): the activity is that lead's, not asked for again.
    fixedLead: leads.find((lead) => lead.id === defaultLeadId),
    q,
    invalid: answeredInvalid(context),
  };
}

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  const returnTo = returnToFromForm(form, tabHome("activities"));
  const submission = parseWithZod(form, { schema: createActivitySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let activity;
  try {
    activity = await createActivity(submission.value, staff.email);
  } catch (error) {
    if (isDomainError(error)) return replyToDomainError(error, { form: submission });
    log.error("activity create failed", error);
    return data(
      { result: submission.reply({ formErrors: [LEADS_TEXTS.toast.activityLogFailed] }) },
      { status: 500 },
    );
  }
  const planned = activity.completedDate === null;
  return redirectWithToast(returnTo, {
    title: planned ? LEAD_TEXTS.toast.followUpPlanned : LEADS_TEXTS.toast.activityLogged,
    variant: "success",
    // Logged as needing a follow-up: offer to plan the next one.
    ...(activity.outcome === "follow-up-needed" && !planned
      ? {
          link: {
            href: withReturnTo(
              href("/crm/leads/:id/follow-ups/new", { id: String(activity.leadId) }),
              returnTo,
            ),
            label: LEAD_TEXTS.actions.planNext,
          },
        }
      : {}),
  });
});

export default function NewActivity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrmFormPage title={LEADS_TEXTS.actions.logActivity} returnTo={loaderData.returnTo}>
      <ActivityFormPage
        leads={loaderData.leads}
        defaultLeadId={loaderData.defaultLeadId}
        fixedLead={loaderData.fixedLead}
        returnTo={loaderData.returnTo}
        query={loaderData.q}
        lastResult={actionData?.result}
      />
    </CrmFormPage>
  );
}
