import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "~/components/shell/not-found-content";
import { SiteFrame } from "~/components/shell/site-frame";

/** Every public page: skip links, navigation, the page inside the one <main>, footer, cookie banner. */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A page that fails keeps the site's frame around the error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404 && typeof window !== "undefined") console.error(error);
  return (
    <SiteFrame>
      <ErrorPage status={status} />
    </SiteFrame>
  );
}
