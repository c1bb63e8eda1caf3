/**
 * Every /crm page: staff data is never cached or indexed, and a signed-in page sits in the CRM
 * frame (header, who is signed in, Logout, the one <main>). The frame only shows who is signed in:
 * it authorises nothing (each CRM loader and action checks the session itself, DESIGN.md).
 */
import { Outlet, useMatches } from "react-router";
import { CrmFrame } from "~/components/crm/frame";
import { getStaff } from "~/routes/auth.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** A CRM route that renders a whole page of its own (the printable report) sets this handle. */
export interface CrmRouteHandle {
  ownPage?: true;
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await getStaff(request);
  return { staffEmail: staff?.email ?? null };
}

export default function CrmLayout({ loaderData }: Route.ComponentProps) {
  const ownPage = useMatches().some((match) => (match.handle as CrmRouteHandle)?.ownPage);
  // Signed out, /crm is the login page, which has its own <main>.
  if (!loaderData.staffEmail || ownPage) return <Outlet />;
  return (
    <CrmFrame email={loaderData.staffEmail}>
      <Outlet />
    </CrmFrame>
  );
}
