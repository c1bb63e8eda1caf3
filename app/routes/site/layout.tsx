import { Outlet } from "react-router";

// STUB: the shell (navigation, footer, skip links, cookie banner, toasts) replaces this.
export default function SiteLayout() {
  return <Outlet />;
}
