import { Outlet } from "react-router";
import { SiteFrame } from "~/components/shell/site-frame";

/**
 * Every public page: skip links, navigation, the page inside the one <main>, footer, cookie banner. A page
 * that fails is caught by root.tsx's ErrorBoundary, which draws the same frame around the error.
 */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
