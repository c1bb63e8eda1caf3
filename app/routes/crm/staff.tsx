/**
 * /crm/staff (admin-only group): staff management. POST intent=invite (email, role: the link is
 * mailed to the colleague, never shown here; decision 034), resend (id: a pending invitation,
 * mailed again with a new link; decision 045), role (id, role), reactivate (id). Deactivation,
 * a second factor's reset and revoking an invitation ask first, on their own confirmation page
 * (staff.$change.$id.tsx). Each change is audited with the admin's email; an admin cannot change
 * their own account here (so the CRM never loses its last admin by accident).
 */
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { data, href } from "react-router";
import { StaffPage } from "~/components/staff/staff-page";
import { crmPageTitle } from "~/components/crm/texts";
import { env } from "~/config/env.server";
import { isStaffRole } from "~/models/staff.server";
import {
  changeStaffRole,
  inviteStaff,
  listPendingInvitations,
  listStaffAccounts,
  reactivateStaff,
  resendInvitation,
} from "~/models/staff-admin.server";
import { signedInStaff } from "~/server/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import { crmMeta } from "~/components/crm/meta";
import { replyToDomainError } from "~/server/crm-route-kit.server";
import type { Route } from "./+types/staff";
import { STAFF_TEXTS } from "~/components/staff/texts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(STAFF_TEXTS.title), loaderData?.invalid);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const [accounts, invitations] = await Promise.all([
    listStaffAccounts(),
    listPendingInvitations(),
  ]);
  return { accounts, invitations, me: staff.userId, invalid: answeredInvalid(context) };
}

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const refuse = (message: string) => data({ error: message }, { status: 400 });
  try {
    if (intent === "invite") {
      const email = String(form.get("email") ?? "").slice(0, 400);
      const role = String(form.get("role") ?? "member");
      if (!isStaffRole(role)) return refuse(STAFF_TEXTS.refused.role);
      const invitation = await inviteStaff(email, role, staff.email);
      return redirectWithToast(href("/crm/staff"), {
        title: STAFF_TEXTS.toast.invited(invitation.email),
        description: env().SMTP_URL
          ? STAFF_TEXTS.toast.invitedDescription
          : STAFF_TEXTS.toast.invitedToFile,
        variant: "success",
      });
    }
    const id = Number(form.get("id"));
    if (intent === "resend") {
      const resent =
        Number.isSafeInteger(id) && id > 0 ? await resendInvitation(id, staff.email) : undefined;
      if (!resent?.ok) return refuse(STAFF_TEXTS.refused.invitationNotPending);
      return redirectWithToast(href("/crm/staff"), {
        title: STAFF_TEXTS.toast.resent(resent.email),
        description: STAFF_TEXTS.toast.resentDescription,
        variant: "success",
      });
    }
    if (!Number.isSafeInteger(id) || id <= 0) return refuse(STAFF_TEXTS.refused.noSuchAccount);
    if (id === staff.userId) return refuse(STAFF_TEXTS.refused.own);
    switch (intent) {
      case "role": {
        const role = String(form.get("role") ?? "");
        if (!isStaffRole(role)) return refuse(STAFF_TEXTS.refused.role);
        if (await changeStaffRole(id, role, staff.email))
          return refuse(STAFF_TEXTS.refused.deactivatedAccount);
        break;
      }
      case "reactivate":
        await reactivateStaff(id, staff.email);
        break;
      default:
        return refuse(STAFF_TEXTS.refused.unknownIntent);
    }
    return redirectWithToast(href("/crm/staff"), {
      title: STAFF_TEXTS.toast[intent],
      variant: "success",
    });
  } catch (error) {
    return replyToDomainError(error, { refuse });
  }
});

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage
      accounts={loaderData.accounts}
      invitations={loaderData.invitations}
      me={loaderData.me}
      error={actionData?.error}
    />
  );
}
