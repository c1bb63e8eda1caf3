/**
 * /crm/staff (admin-only group): staff management. POST intent=invite (email, role: the link is
 * mailed to the colleague, never shown here; decision 034), role (id, role), reset (id: the second
 * factor), deactivate (id: its sessions end at once; handTo: who gets its open leads and planned
 * follow-ups, "none" for unassigned), reactivate (id). Each change is audited with the admin's
 * email; an admin
 * cannot change their own account here (so the CRM never loses its last admin by accident).
 */
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { data, href } from "react-router";
import { StaffPage } from "~/components/staff/staff-page";
import { crmPageTitle } from "~/components/crm/texts";
import { env } from "~/config/env.server";
import { isStaffRole } from "~/models/staff.server";
import {
  changeStaffRole,
  deactivateStaff,
  inviteStaff,
  listStaffAccounts,
  reactivateStaff,
  resetColleagueSecondFactor,
} from "~/models/staff-admin.server";
import { countOpenWork } from "~/models/owners.server";
import { signedInStaff } from "~/server/auth.server";
import { ownerField } from "~/schemas/owner";
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
  const accounts = await listStaffAccounts();
  // What deactivating each active account would hand on (a team is a handful of accounts).
  const withWork = await Promise.all(
    accounts.map(async (account) => ({
      ...account,
      openWork: account.deactivatedAt ? null : await countOpenWork(account.id),
    })),
  );
  return { accounts: withWork, me: staff.userId, invalid: answeredInvalid(context) };
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
    if (!Number.isSafeInteger(id) || id <= 0) return refuse(STAFF_TEXTS.refused.noSuchAccount);
    if (id === staff.userId) return refuse(STAFF_TEXTS.refused.own);
    switch (intent) {
      case "role": {
        const role = String(form.get("role") ?? "");
        if (!isStaffRole(role)) return refuse(STAFF_TEXTS.refused.role);
        await changeStaffRole(id, role, staff.email);
        break;
      }
      case "reset":
        await resetColleagueSecondFactor(id, staff.email);
        break;
      case "deactivate": {
        const handTo = ownerField.safeParse(form.get("handTo") ?? "none");
        if (!handTo.success) return refuse(STAFF_TEXTS.refused.handTo);
        await deactivateStaff(id, staff.email, new Date(), handTo.data ?? null);
        break;
      }
      case "reactivate":
        await reactivateStaff(id, staff.email);
        break;
      default:
        return refuse(STAFF_TEXTS.refused.unknownIntent);
    }
    return redirectWithToast(href("/crm/staff"), {
      title: STAFF_TEXTS.toast[intent as "role" | "reset" | "deactivate" | "reactivate"],
      variant: "success",
    });
  } catch (error) {
    return replyToDomainError(error, { refuse });
  }
});

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage accounts={loaderData.accounts} me={loaderData.me} error={actionData?.error} />;
}
