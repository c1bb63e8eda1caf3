/**
 * Every /crm page: staff data is never cached or indexed. This layout sets that policy only; it
 * authorises nothing (each CRM loader and action checks the session itself, DESIGN.md).
 */
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function CrmLayout() {
  return <Outlet />;
}
