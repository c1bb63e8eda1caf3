/**
 * Every /crm page: staff data is never cached or indexed. This layout sets that policy only; it
 * authorises nothing (each CRM loader and action checks the session itself, DESIGN.md).
 */
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";

/** What a CRM page tells this layout: its document title, from its loader data if it has any. */
export interface CrmPageHandle<LoaderData = unknown> {
  title: (loaderData: LoaderData | undefined) => string;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = matches.at(-1);
  const handle = page?.handle as CrmPageHandle | undefined;
  return [
    ...(handle ? [{ title: handle.title(page?.loaderData) }] : []),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function CrmLayout() {
  return <Outlet />;
}
