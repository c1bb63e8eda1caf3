/** /crm/imports (admins, with a recent password or code): past lead imports with state and counts. */
import { Link, href } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import * as controls from "~/components/crm/controls.css";
import * as pageParts from "~/components/crm/page-parts.css";
import { LEAD_IMPORT_TEXTS } from "~/components/lead-import/texts";
import { listImports } from "~/models/lead-import.server";
import type { Route } from "./+types/imports";

const T = LEAD_IMPORT_TEXTS.pages;

export const meta: Route.MetaFunction = ({ matches }) => crmMeta(matches, crmPageTitle(T.title));

export async function loader() {
  const imports = await listImports();
  return {
    imports: imports.map((i) => ({
      id: i.id,
      fileName: i.fileName,
      state: i.state,
      createdBy: i.createdBy,
      createdAt: i.createdAt.toISOString(),
      counts: {
        created: i.createdCount,
        updated: i.updatedCount,
        skipped: i.skippedCount,
        refused: i.refusedCount,
      },
    })),
  };
}

export default function Imports({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="imports-title">
      <h1 id="imports-title">{T.title}</h1>
      <p className={pageParts.summary}>{T.intro}</p>
      <p>
        <Link to={href("/crm/imports/new")} className={controls.button.primary}>
          {T.newImport}
        </Link>
      </p>
      {loaderData.imports.length === 0 ? (
        <p className={pageParts.empty}>{T.none}</p>
      ) : (
        <ul className={pageParts.list} aria-label={T.title}>
          {loaderData.imports.map((i) => (
            <li key={i.id} className={pageParts.card} data-testid="import-row">
              <div className={pageParts.cardHeader}>
                <h2 className={pageParts.cardTitle}>
                  <Link
                    to={href("/crm/imports/:id", { id: String(i.id) })}
                    className={pageParts.cardLink}
                  >
                    {T.importTitle(i.id, i.fileName)}
                  </Link>
                </h2>
                <span className={controls.neutralBadge}>{T.states[i.state] ?? i.state}</span>
              </div>
              <p className={pageParts.summary}>{T.counts(i.counts)}</p>
              <p className={pageParts.summary}>
                {T.by} {i.createdBy},{" "}
                <time dateTime={i.createdAt}>{i.createdAt.slice(0, 16).replace("T", " ")}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
