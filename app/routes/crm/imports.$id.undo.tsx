/** /crm/imports/:id/undo: "Undo this import?" with Cancel focused; POST deletes what it created. */
import { data, href } from "react-router";
import { ConfirmPage } from "~/components/crm/confirm-page";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { LEAD_IMPORT_TEXTS } from "~/components/lead-import/texts";
import { canUndo, getImport, undoImport } from "~/models/lead-import.server";
import { signedInStaff } from "~/server/auth.server";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/imports.$id.undo";

const T = LEAD_IMPORT_TEXTS.pages;

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(T.undoConfirmTitle));

export async function loader({ params }: Route.LoaderArgs) {
  const imp = await getImport(idParam(params));
  if (!imp) throw data(null, { status: 404 });
  return { id: imp.id, fileName: imp.fileName, canUndo: canUndo(imp) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const outcome = await undoImport(id, staff.email);
  if (outcome === "not-found") throw data(null, { status: 404 });
  return redirectWithToast(
    href("/crm/imports/:id", { id: String(id) }),
    outcome === "undone"
      ? { title: T.undone, variant: "success" }
      : { title: LEAD_IMPORT_TEXTS.undo.notAllowed, variant: "default" },
  );
}

export default function UndoImport({ loaderData }: Route.ComponentProps) {
  const id = String(loaderData.id);
  return (
    <ConfirmPage
      question={T.undoConfirmTitle}
      detail={`${T.importTitle(loaderData.id, loaderData.fileName)}. ${T.undoConfirm}`}
      error={loaderData.canUndo ? null : LEAD_IMPORT_TEXTS.undo.notAllowed}
      action={href("/crm/imports/:id/undo", { id })}
      returnTo={href("/crm/imports/:id", { id })}
      confirmLabel={T.undoYes}
      cancelLabel={T.cancel}
    />
  );
}
