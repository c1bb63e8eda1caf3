/** GET: the confirmation page ('newsletter'); POST: delete, then back to the dashboard with a toast. */
import { ConfirmDeletePage } from "~/components/crm/confirm-page";
import { type RouteArgs, confirmDeleteLoader, deleteAction } from "./crm-routes.server";
import type { Route } from "./+types/newsletters.$id.delete";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Delete"} | CRM | Durham Data Strategy` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const loader = (args: RouteArgs) => confirmDeleteLoader("newsletter", args);
export const action = (args: RouteArgs) => deleteAction("newsletter", args);

export default function ConfirmDelete({ loaderData }: Route.ComponentProps) {
  return <ConfirmDeletePage {...loaderData} />;
}
