/**
 * /crm/staff/:change/:id (admins, recently signed in): the confirmation page of a Staff page change
 * that cannot simply be undone: deactivate an account (with who takes over its open work), reset
 * its second factor, revoke an invitation. GET asks, with the safe choice focused; POST makes the
 * change and returns to /crm/staff with a toast. Works without JavaScript (decision 045).
 */
import { data, href } from "react-router";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { StaffConfirmPage } from "~/components/staff/staff-confirm-page";
import { crmPageTitle } from "~/components/crm/texts";
import { crmMeta } from "~/components/crm/meta";
import { STAFF_TEXTS } from "~/components/staff/texts";
import { countOpenWork } from "~/models/owners.server";
import {
  deactivateStaff,
  findPendingInvitation,
  listStaffAccounts,
  resetColleagueSecondFactor,
  revokeInvitation,
} from "~/models/staff-admin.server";
import { signedInStaff } from "~/server/auth.server";
import { replyToDomainError } from "~/server/crm-route-kit.server";
import { ownerField } from "~/schemas/owner";
import { parseId } from "~/utils/ids";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/staff.$change.$id";

const STAFF_CHANGES = ["deactivate", "reset-second-factor", "revoke-invitation"] as const;
type StaffChange = (typeof STAFF_CHANGES)[number];

const STAFF_PAGE = href("/crm/staff");

const notFound = () => data(null, { status: 404 });

function changeOf(params: Route.LoaderArgs["params"]): { change: StaffChange; id: number } {
  const change = params.change as StaffChange;
  const id = parseId(params.id);
  if (!STAFF_CHANGES.includes(change) || id === undefined) throw notFound();
  return { change, id };
}

/** Back to the Staff page with the reason a change cannot be made (now or any more). */
const refused = (title: string) => redirectWithToast(STAFF_PAGE, { title, variant: "destructive" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(loaderData?.question ?? STAFF_TEXTS.title), loaderData?.invalid);

export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const { change, id } = changeOf(params);
  const texts = STAFF_TEXTS.confirm[change];
  const invalid = answeredInvalid(context);
  if (change === "revoke-invitation") {
    const invitation = await findPendingInvitation(id);
    if (!invitation) throw await refused(STAFF_TEXTS.refused.invitationNotPending);
    return { change, id, question: texts.title(invitation.email), invalid };
  }
  if (id === staff.userId) throw await refused(STAFF_TEXTS.refused.own);
  const accounts = await listStaffAccounts();
  const account = accounts.find((a) => a.id === id);
  if (!account) throw notFound();
  if (account.deactivatedAt) throw await refused(STAFF_TEXTS.refused.deactivatedAccount);
  if (change === "reset-second-factor")
    return { change, id, question: texts.title(account.email), invalid };
  return {
    change,
    id,
    question: texts.title(account.email),
    invalid,
    handOver: {
      email: account.email,
      work: await countOpenWork(account.id),
      colleagues: accounts
        .filter((other) => other.id !== id && !other.deactivatedAt)
        .map(({ id: colleagueId, email }) => ({ id: colleagueId, email })),
    },
  };
}

export const action = markingFailures(async ({ request, params, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const { change, id } = changeOf(params);
  const form = await readFormData(request);
  const refuse = (message: string, status = 400) => data({ error: message }, { status });
  try {
    if (change === "revoke-invitation") {
      const revoked = await revokeInvitation(id, staff.email);
      if (!revoked.ok) return refused(STAFF_TEXTS.refused.invitationNotPending);
      return redirectWithToast(STAFF_PAGE, {
        title: STAFF_TEXTS.toast.revoked(revoked.email),
        variant: "success",
      });
    }
    if (id === staff.userId) return refuse(STAFF_TEXTS.refused.own);
    if (change === "reset-second-factor") {
      const refusal = await resetColleagueSecondFactor(id, staff.email);
      if (refusal) return refused(STAFF_TEXTS.refused.deactivatedAccount);
      return redirectWithToast(STAFF_PAGE, { title: STAFF_TEXTS.toast.reset, variant: "success" });
    }
    const handTo = ownerField.safeParse(form.get("handTo") ?? "none");
    if (!handTo.success) return refuse(STAFF_TEXTS.refused.handTo);
    await deactivateStaff(id, staff.email, new Date(), handTo.data ?? null);
    return redirectWithToast(STAFF_PAGE, {
      title: STAFF_TEXTS.toast.deactivate,
      variant: "success",
    });
  } catch (error) {
    return replyToDomainError(error, { refuse });
  }
});

export default function ConfirmStaffChange({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffConfirmPage
      change={loaderData.change}
      id={loaderData.id}
      question={loaderData.question}
      handOver={"handOver" in loaderData ? loaderData.handOver : undefined}
      error={actionData && "error" in actionData ? actionData.error : undefined}
    />
  );
}
