/**
 * POST /crm/leads/assign: "Assign to…" on the leads list (the ticked leads) and the owner form on
 * the lead page (one lead). A plain form post; each lead whose owner changes gets an audit row.
 */
import { assignLeads } from "~/models/owners.server";

import { signedInStaff } from "~/server/auth.server";
import { assignLeadsFormSchema } from "~/schemas/owner";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  postOnlyLoader,
  replyToDomainError,
  returnToFromForm,
  tabHome,
} from "~/server/crm-route-kit.server";
import type { Route } from "./+types/leads.assign";
import { LEADS_TEXTS } from "~/components/leads/texts";

export const loader = () => postOnlyLoader("leads");

export async function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  const returnTo = returnToFromForm(form, tabHome("leads"));
  const parsed = assignLeadsFormSchema.safeParse({
    leadIds: form.getAll("leadId"),
    ownerId: form.get("ownerId") ?? undefined,
  });
  if (!parsed.success) {
    const noLeads = parsed.error.issues.some((issue) => issue.path[0] === "leadIds");
    return redirectWithToast(returnTo, {
      title: noLeads ? LEADS_TEXTS.toast.noLeadsChosen : LEADS_TEXTS.toast.ownerChangeFailed,
      variant: "destructive",
    });
  }
  const { leadIds, ownerId } = parsed.data;
  let changed;
  try {
    changed = await assignLeads(leadIds, ownerId, staff.email);
  } catch (error) {
    return replyToDomainError(error, { toast: LEADS_TEXTS.toast.ownerChangeFailed, returnTo });
  }
  return redirectWithToast(
    returnTo,
    changed
      ? {
          title: LEADS_TEXTS.toast.ownerChanged,
          description: `${changed} ${changed === 1 ? "lead" : "leads"} reassigned.`,
          variant: "success",
        }
      : { title: LEADS_TEXTS.toast.ownerUnchanged, variant: "success" },
  );
}
