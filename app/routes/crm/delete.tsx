/** /crm/:kind/:id/delete. GET: the confirmation page; POST: delete, then back to the tab with a toast. */
import { ConfirmDeletePage } from "~/components/crm/confirm-page";
import { crmPageTitle } from "~/components/crm/texts";
import { confirmDeleteLoader, deleteAction } from "./crm-routes.server";
import type { CrmPageHandle } from "./layout";
import type { Route } from "./+types/delete";

export const handle: CrmPageHandle<Route.ComponentProps["loaderData"]> = {
  title: (data) => crmPageTitle(data?.title ?? "Delete"),
};

export const loader = confirmDeleteLoader;
export const action = deleteAction;

export default function ConfirmDelete({ loaderData }: Route.ComponentProps) {
  return <ConfirmDeletePage {...loaderData} />;
}
