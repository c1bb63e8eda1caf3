/** POST /crm/leads/{id}/status: the status control on each lead card (any status at any time). */
import { parseWithZod } from "@conform-to/zod/v4";
import { href, redirect } from "react-router";
import { CRM_TEXTS } from "~/components/crm/texts";
import { DealRuleError, updateLeadStatus } from "~/models/leads.server";
import { PersonBlockedError } from "~/models/people.server";
import { signedInStaff } from "~/server/auth.server";
import { leadStatusFormSchema } from "~/schemas/lead";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import { postOnlyLoader, returnToFromForm, tabHome } from "~/server/crm-route-kit.server";
import { readFormData } from "~/utils/form-data.server";
import type { Route } from "./+types/leads.$id.status";
import { LEAD_TEXTS } from "~/components/lead/texts";

export const loader = () => postOnlyLoader("leads");

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const form = await readFormData(request);
  const returnTo = returnToFromForm(form, tabHome("leads"));
  const submission = parseWithZod(form, { schema: leadStatusFormSchema });
  if (submission.status !== "success") {
    return redirectWithToast(returnTo, {
      title: LEAD_TEXTS.toast.leadUpdateFailed,
      variant: "destructive",
    });
  }
  const lead = await updateLeadStatus(id, submission.value.status, staff.email).catch(
    (error: unknown) => {
      if (error instanceof PersonBlockedError || error instanceof DealRuleError) return error;
      throw error;
    },
  );
  // Closed Lost needs its reason: the move page asks for it.
  if (lead instanceof DealRuleError)
    return redirect(
      `${href("/crm/leads/:id/move", { id: String(id) })}?status=${submission.value.status}&returnTo=${encodeURIComponent(returnTo)}`,
    );
  if (lead instanceof PersonBlockedError) {
    return redirectWithToast(returnTo, {
      title: LEAD_TEXTS.toast.leadUpdateFailed,
      description: lead.message,
      variant: "destructive",
    });
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
