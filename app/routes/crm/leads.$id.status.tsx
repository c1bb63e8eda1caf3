/** POST /crm/leads/{id}/status: the status control on each lead card (any status at any time). */
import { parseWithZod } from "@conform-to/zod/v4";
import { href, redirect } from "react-router";
import { CRM_TEXTS } from "~/components/crm/texts";
import { DealRuleError, updateLeadStatus } from "~/models/leads.server";
import { leadStatusFormSchema } from "~/schemas/lead";
import { redirectWithToast } from "~/utils/toast.server";
import {
  postOnlyLoader,
  readItemPost,
  replyToDomainError,
  tabHome,
} from "~/server/crm-route-kit.server";
import type { Route } from "./+types/leads.$id.status";
import { LEAD_TEXTS } from "~/components/lead/texts";

export const loader = () => postOnlyLoader("leads");

export async function action(args: Route.ActionArgs) {
  const { staff, id, form, returnTo } = await readItemPost(args, () => tabHome("leads"));
  const submission = parseWithZod(form, { schema: leadStatusFormSchema });
  if (submission.status !== "success") {
    return redirectWithToast(returnTo, {
      title: LEAD_TEXTS.toast.leadUpdateFailed,
      variant: "destructive",
    });
  }
  let lead;
  try {
    lead = await updateLeadStatus(id, submission.value.status, staff.email);
  } catch (error) {
    // Closed Lost needs its reason: the move page asks for it.
    if (error instanceof DealRuleError)
      return redirect(
        `${href("/crm/leads/:id/move", { id: String(id) })}?status=${submission.value.status}&returnTo=${encodeURIComponent(returnTo)}`,
      );
    return replyToDomainError(error, { toast: LEAD_TEXTS.toast.leadUpdateFailed, returnTo });
  }
  return redirectWithToast(
    returnTo,
    lead
      ? {
          title: LEAD_TEXTS.toast.leadUpdated,
          description: `${lead.firstName} ${lead.lastName}`,
          variant: "success",
        }
      : { title: CRM_TEXTS.toast.notFound, variant: "destructive" },
  );
}
