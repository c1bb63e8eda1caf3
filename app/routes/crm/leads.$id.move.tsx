/**
 * /crm/leads/{id}/move: move a lead to another status. The pipeline board's "Move to…" forms
 * and drag and drop post here; so does the status control when Closed Lost needs its reason.
 * GET shows the form (?status= preselects a column); POST moves the lead and returns to
 * ?returnTo, or answers 400 with the field messages (this page without JavaScript, the board's
 * fetcher with it).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, href } from "react-router";
import { MoveLeadFields, afterMove, moveAction } from "~/components/lead/move-lead-form";
import * as controls from "~/components/crm/controls.css";
import * as styles from "~/components/lead/lead.css";
import { MOVE_TEXTS, LEAD_TEXTS } from "~/components/lead/texts";
import { crmPageTitle } from "~/components/crm/texts";
import { getLead, updateLeadStatus } from "~/models/leads.server";
import { moveLeadSchema } from "~/schemas/deal";
import { labelOf } from "~/schemas/lead";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readItemPost, replyToDomainError, returnToFromUrl } from "~/server/crm-route-kit.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/leads.$id.move";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(MOVE_TEXTS.move), loaderData?.invalid);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lead = await getLead(idParam(params));
  if (!lead) throw data(null, { status: 404 });
  const leadHref = href("/crm/leads/:id", { id: String(lead.id) });
  const url = new URL(request.url);
  const status = moveLeadSchema.shape.status.safeParse(url.searchParams.get("status"));
  return {
    lead,
    status: status.success ? status.data : lead.status,
    returnTo: returnToFromUrl(request, leadHref),
    invalid: answeredInvalid(context),
  };
}

export const action = markingFailures(async (args: Route.ActionArgs) => {
  const { staff, id, form, returnTo } = await readItemPost(args, (id) =>
    href("/crm/leads/:id", { id: String(id) }),
  );
  const submission = parseWithZod(form, { schema: moveLeadSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), leadId: id, returnTo }, { status: 400 });
  const { status, lostReason, lostReasonOther } = submission.value;
  let lead;
  try {
    lead = await updateLeadStatus(id, status, staff.email, { lostReason, lostReasonOther });
  } catch (error) {
    return replyToDomainError(error, { form: submission, extra: { leadId: id, returnTo } });
  }
  if (!lead) throw data(null, { status: 404 });
  return redirectWithToast(afterMove(returnTo, id), {
    title: MOVE_TEXTS.moved,
    description: `${lead.firstName} ${lead.lastName}: ${labelOf(lead.status)}`,
    variant: "success",
  });
});

export default function MoveLeadRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, status } = loaderData;
  // After a refused post the page keeps the view the form came from.
  const returnTo = actionData?.returnTo ?? loaderData.returnTo;
  const name = `${lead.firstName} ${lead.lastName}`;
  // From the board it is a move between columns; from a lead's status control, its status.
  const fromBoard = returnTo.startsWith(href("/crm/pipeline"));
  const errors = actionData?.result?.error ?? undefined;
  return (
    <article aria-labelledby="move-title" className={styles.leadPage}>
      <p>
        <Link to={returnTo}>{LEAD_TEXTS.formPages.back}</Link>
      </p>
      <h1 id="move-title">
        {fromBoard ? LEAD_TEXTS.formPages.moveTitle(name) : MOVE_TEXTS.statusTitle(name)}
      </h1>
      <p>{LEAD_TEXTS.formPages.nowIn(labelOf(lead.status))}</p>
      {errors?.[""]?.[0] ? <p className={controls.formError}>{errors[""][0]}</p> : null}
      <Form method="post" action={moveAction(lead.id)}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <MoveLeadFields
          idBase="move"
          status={status}
          leadName={name}
          errors={errors}
          values={actionData?.result?.initialValue ?? undefined}
        />
        <div className={controls.formActions}>
          <button type="submit" className={controls.button.primary}>
            {fromBoard ? MOVE_TEXTS.move : MOVE_TEXTS.saveStatus}
            <span className={controls.visuallyHidden}> {name}</span>
          </button>
        </div>
      </Form>
    </article>
  );
}
