/**
 * /crm/leads/{id}/follow-ups/new: Plan follow-up for this lead (type, subject, due date and time
 * in UK time, notes). GET shows the form; POST plans it and returns to where staff came from (the
 * lead's page unless ?returnTo= says otherwise).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href } from "react-router";
import { CrmFormPage } from "~/components/crm/confirm-page";
import { PlanFollowUpForm } from "~/components/lead/follow-up-form";
import { crmPageTitle } from "~/components/crm/texts";
import { createActivity } from "~/models/activities.server";
import { getLead, leadExists } from "~/models/leads.server";
import { listOwnerChoices } from "~/models/owners.server";
import { planFollowUpSchema } from "~/schemas/activity";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readItemPost, replyToDomainError, returnToFromUrl } from "~/server/crm-route-kit.server";
import { signedInStaff } from "~/server/auth.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/leads.$id.follow-ups.new";
import { LEAD_TEXTS } from "~/components/lead/texts";

const leadHref = (id: number) => href("/crm/leads/:id", { id: String(id) });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(
    matches,
    crmPageTitle(
      loaderData
        ? LEAD_TEXTS.formPages.planFollowUpTitle(loaderData.name)
        : LEAD_TEXTS.actions.planFollowUp,
    ),
    loaderData?.invalid,
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idParam(params);
  const lead = await getLead(id);
  if (!lead) throw data(null, { status: 404 });
  const returnTo = returnToFromUrl(request, leadHref(id));
  return {
    id,
    owners: await listOwnerChoices(),
    // "Who will do it": the lead's owner, or else the person planning it (decision 050).
    ownerId: lead.ownerId ?? signedInStaff(context).userId,
    name: `${lead.firstName} ${lead.lastName}`.trim(),
    email: lead.email,
    returnTo,
    // Back to the lead by its name when that is where the page was opened from.
    backLabel:
      returnTo === leadHref(id)
        ? LEAD_TEXTS.formPages.backTo(lead.firstName, lead.lastName)
        : undefined,
    invalid: answeredInvalid(context),
  };
}

export const action = markingFailures(async (args: Route.ActionArgs) => {
  const { staff, id, form, returnTo } = await readItemPost(args, leadHref);
  const submission = parseWithZod(form, { schema: planFollowUpSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (!(await leadExists(id))) throw data(null, { status: 404 });
  try {
    const activity = await createActivity({ leadId: id, ...submission.value }, staff.email);
    return redirectWithToast(returnTo, {
      title: LEAD_TEXTS.toast.followUpPlanned,
      description: activity.subject,
      variant: "success",
    });
  } catch (error) {
    return replyToDomainError(error, { form: submission, fields: { ownerId: "assigneeId" } });
  }
});

export default function PlanFollowUp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrmFormPage
      title={LEAD_TEXTS.formPages.planFollowUpWith(loaderData.name)}
      returnTo={loaderData.returnTo}
      backLabel={loaderData.backLabel}
    >
      <p>{loaderData.email}</p>
      <PlanFollowUpForm
        action={href("/crm/leads/:id/follow-ups/new", { id: String(loaderData.id) })}
        returnTo={loaderData.returnTo}
        lastResult={actionData?.result}
        owners={loaderData.owners}
        ownerId={loaderData.ownerId}
      />
    </CrmFormPage>
  );
}
