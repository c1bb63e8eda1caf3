/** /crm/sign-ins: one's own sign-in history; ?everyone=1 is everyone's, for admins only (403 otherwise). */
import { data } from "react-router";
import { SignInHistory } from "~/components/staff/sign-in-history";
import { crmPageTitle } from "~/components/crm/texts";
import { listSignIns } from "~/models/sign-in-history.server";
import { ADMINS_ONLY_MESSAGE, signedInStaff } from "~/server/auth.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/sign-ins";
import { SIGN_INS_TEXTS } from "~/components/staff/texts";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(SIGN_INS_TEXTS.title));

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const everyone = new URL(request.url).searchParams.get("everyone") === "1";
  if (everyone && staff.role !== "admin") throw data(ADMINS_ONLY_MESSAGE, { status: 403 });
  const events = await listSignIns(everyone ? {} : { userId: staff.userId });
  return { events, everyone, isAdmin: staff.role === "admin" };
}

export default function SignIns({ loaderData }: Route.ComponentProps) {
  return (
    <SignInHistory
      events={loaderData.events}
      everyone={loaderData.everyone}
      isAdmin={loaderData.isAdmin}
    />
  );
}
