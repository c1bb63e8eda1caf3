/**
 * /crm/imports/:id/undo: "Undo this import?" with Cancel focused: how many leads Undo deletes and
 * restores, each lead changed since the import with what Undo would do to it, and the choice to
 * keep those leads (the default) or undo them too. docs/decisions/091-undo-keeps-later-work.md
 */
import { Link, data, href } from "react-router";
import { ConfirmPage } from "~/components/crm/confirm-page";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import * as styles from "~/components/lead-import/imports.css";
import { LEAD_IMPORT_TEXTS } from "~/components/lead-import/texts";
import { canUndo, getImport, planUndo, undoImport } from "~/models/lead-import.server";
import { undoImportSchema } from "~/schemas/lead-import";
import { signedInStaff } from "~/server/auth.server";
import { idParam } from "~/utils/api.server";
import { isFormContentType } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/imports.$id.undo";

const T = LEAD_IMPORT_TEXTS.pages;
const U = LEAD_IMPORT_TEXTS.undo;

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(T.undoConfirmTitle));

export async function loader({ params }: Route.LoaderArgs) {
  const id = idParam(params);
  const [imp, plan] = await Promise.all([getImport(id), planUndo(id)]);
  if (!imp || !plan) throw data(null, { status: 404 });
  return { id: imp.id, fileName: imp.fileName, canUndo: canUndo(imp), plan };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const id = idParam(params);
  const form = isFormContentType(request.headers.get("Content-Type"))
    ? await request.formData().catch(() => new FormData())
    : new FormData();
  const choice = undoImportSchema.safeParse({ changedSince: form.get("changedSince") ?? "" });
  // Anything but an explicit "undo" keeps the leads changed since.
  const changedSince = choice.success ? choice.data.changedSince : "keep";
  const outcome = await undoImport(id, staff.email, { changedSince });
  if (outcome === "not-found") throw data(null, { status: 404 });
  return redirectWithToast(
    href("/crm/imports/:id", { id: String(id) }),
    outcome === "undone"
      ? { title: T.undone, variant: "success" }
      : { title: U.notAllowed, variant: "default" },
  );
}

export default function UndoImport({ loaderData }: Route.ComponentProps) {
  const id = String(loaderData.id);
  const { plan } = loaderData;
  const changed = plan.changed.length > 0;
  return (
    <ConfirmPage
      question={T.undoConfirmTitle}
      detail={
        <>
          {T.importTitle(loaderData.id, loaderData.fileName)}.{" "}
          <span data-testid="undo-counts">{U.counts(plan.keep)}</span>
        </>
      }
      error={loaderData.canUndo ? null : U.notAllowed}
      action={href("/crm/imports/:id/undo", { id })}
      returnTo={href("/crm/imports/:id", { id })}
      confirmLabel={T.undoYes}
      cancelLabel={T.cancel}
    >
      {changed && (
        <>
          <h2 id="changed-title">{U.changedTitle}</h2>
          <p>{U.changedIntro(plan.changed.length)}</p>
          <div
            className={styles.tableWrap}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region's keys
            tabIndex={0}
            role="region"
            aria-labelledby="changed-title"
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{U.lead}</th>
                  <th scope="col">{U.since}</th>
                  <th scope="col">{U.ifKept}</th>
                  <th scope="col">{U.ifUndone}</th>
                </tr>
              </thead>
              <tbody>
                {plan.changed.map((lead) => (
                  <tr key={lead.leadId} data-testid="changed-lead">
                    <th scope="row">
                      <Link to={href("/crm/leads/:id", { id: String(lead.leadId) })}>
                        {lead.firstName} {lead.lastName}
                      </Link>
                    </th>
                    <td>{U.changes(lead)}</td>
                    <td>{U.kept(lead)}</td>
                    <td>{U.undone(lead)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <fieldset>
            <legend>{U.choiceLegend}</legend>
            <p>
              <label>
                <input type="radio" name="changedSince" value="keep" defaultChecked />{" "}
                {U.keepChoice(plan.keep)}
              </label>
            </p>
            <p>
              <label>
                <input type="radio" name="changedSince" value="undo" /> {U.undoChoice(plan.undo)}
              </label>
            </p>
          </fieldset>
        </>
      )}
    </ConfirmPage>
  );
}
