/**
 * Every /crm page: staff data is never cached or indexed, the session is read once (middleware),
 * and a signed-in page sits in the CRM frame (header, who is signed in, Logout, the one <main>).
 * Pages below the login are in the staff-only group (app/routes.ts), whose middleware refuses a
 * visitor without a session.
 */
import { Outlet } from "react-router";
import { CrmErrorPage } from "~/components/crm/error-page";
import { crmErrorTitle } from "~/components/crm/error-title";
import { CrmFrame } from "~/components/crm/frame";
import { useCrmFrameShown } from "~/components/crm/frame-shown";
import { crmPageTitle } from "~/components/crm/texts";
import { describeRouteError } from "~/components/shell/not-found-content";
import { cachedAttentionReasons } from "~/models/system.server";
import { readStaffSession, staffOrNull } from "~/server/auth.server";
import { DOWNLOAD_PARAM } from "~/utils/reauth-href";
import { safeRedirect } from "~/utils/safe-redirect";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  const policy = { name: "robots", content: "noindex, nofollow" };
  // Back from /crm/reauth with a confirmed export: the file starts as the page opens, with or
  // without JavaScript (a refresh to an attachment downloads it and leaves the page as it is).
  const download = loaderData?.download
    ? [{ httpEquiv: "refresh", content: `0; url=${loaderData.download}` }]
    : [];
  if (!error) return [policy, ...download];
  // The error boundary below is showing: no page's meta runs, so the title comes from here.
  const { status, message } = describeRouteError(error);
  return [{ title: crmPageTitle(crmErrorTitle(status, message)) }, policy];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export type { CrmRouteHandle } from "~/components/crm/frame-shown";

export const middleware: Route.MiddlewareFunction[] = [readStaffSession];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOrNull(context);
  const asked = new URL(request.url).searchParams.get(DOWNLOAD_PARAM);
  const download = staff && asked ? safeRedirect(asked, "", "/api/crm") || null : null;
  // The role only decides what screens offer (components/crm/use-staff-role.ts); the admin-only
  // route groups refuse a member whatever the screen shows.
  // Admins see a one-line banner when the System page has something to act on (read at most
  // once a minute per process, so a page load usually costs nothing).
  const attention = staff?.role === "admin" ? await cachedAttentionReasons() : [];
  return {
    staffEmail: staff?.email ?? null,
    staffRole: staff?.role ?? null,
    download,
    attention,
  };
}

export default function CrmLayout({ loaderData }: Route.ComponentProps) {
  const framed = useCrmFrameShown();
  // Signed out, /crm is the login page, which has its own <main>.
  if (!framed || !loaderData.staffEmail) return <Outlet />;
  return (
    <CrmFrame email={loaderData.staffEmail} attention={loaderData.attention}>
      <Outlet />
    </CrmFrame>
  );
}

/**
 * A CRM page that fails or finds nothing (a lead that does not exist, an unknown :kind) stays in
 * the CRM frame rather than falling through to the public site's boundary in root.tsx, with its
 * navigation and cookie banner. The page's status (404, 500) is React Router's.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const { status, message } = describeRouteError(error);
  if (status !== 404 && typeof window !== "undefined") console.error(error);
  // Without loader data the session could not be read: no frame, but a page with a way back.
  if (!loaderData?.staffEmail)
    return <CrmErrorPage status={status} message={message} signedIn={false} />;
  return (
    <CrmFrame email={loaderData.staffEmail} attention={loaderData.attention}>
      <CrmErrorPage status={status} message={message} signedIn />
    </CrmFrame>
  );
}
