/**
 * Every /crm page: staff data is never cached or indexed, the session is read once (middleware),
 * and a signed-in page sits in the CRM frame (header, who is signed in, Logout, the one <main>).
 * Pages below the login are in the staff-only group (app/routes.ts), whose middleware refuses a
 * visitor without a session.
 */
import { Outlet, useMatches } from "react-router";
import { CrmFrame } from "~/components/crm/frame";
import { readStaffSession, staffOrNull } from "~/routes/auth.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** A CRM route that renders a whole page of its own (the printable report) sets this handle. */
export interface CrmRouteHandle {
  ownPage?: true;
}

export const middleware: Route.MiddlewareFunction[] = [readStaffSession];

export function loader({ context }: Route.LoaderArgs) {
  return { staffEmail: staffOrNull(context)?.email ?? null };
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
