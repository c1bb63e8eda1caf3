/** /crm/:kind/:id/delete. GET: the confirmation page; POST: delete, then back to the tab with a toast. */
import { ConfirmDeletePage } from "~/components/crm/confirm-page";
import { CRM_TEXTS, crmPageTitle } from "~/components/crm/texts";
import { confirmDeleteLoader, deleteAction } from "~/server/crm-route-kit.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/delete";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(loaderData?.title ?? CRM_TEXTS.actions.delete));

export const loader = confirmDeleteLoader;
export const action = deleteAction;

export default function ConfirmDelete({ loaderData }: Route.ComponentProps) {
  return <ConfirmDeletePage {...loaderData} />;
}
