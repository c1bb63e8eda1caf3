/**
 * /crm/imports/:id: an import's progress while it runs (with JavaScript its loader is read again
 * by a fetcher; without it a "Check progress" link reloads the page: a page that reloads itself
 * on a timer takes away the reader's place and control, WCAG 2.2.1), then its summary, refused
 * rows and Undo.
 */
import { useEffect } from "react";
import { useHydrated } from "~/components/shell/use-hydrated";
import { Link, data, href, useFetcher } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import * as controls from "~/components/crm/controls.css";
import * as pageParts from "~/components/crm/page-parts.css";
import { LEAD_IMPORT_TEXTS } from "~/components/lead-import/texts";
import { canUndo, getImport } from "~/models/lead-import.server";
import { idParam } from "~/utils/api.server";
import type { Route } from "./+types/imports.$id";

const T = LEAD_IMPORT_TEXTS.pages;
const REFRESH_SECONDS = 2;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(
    matches,
    crmPageTitle(loaderData ? T.importTitle(loaderData.id, loaderData.fileName) : T.title),
  );

export async function loader({ params }: Route.LoaderArgs) {
  const imp = await getImport(idParam(params));
  if (!imp) throw data(null, { status: 404 });
  return {
    id: imp.id,
    fileName: imp.fileName,
    state: imp.state,
    createdBy: imp.createdBy,
    createdAt: imp.createdAt.toISOString(),
    lawfulBasis: imp.lawfulBasis,
    totalRows: imp.totalRows,
    processedRows: imp.processedRows,
    counts: {
      created: imp.createdCount,
      updated: imp.updatedCount,
      skipped: imp.skippedCount,
      refused: imp.refusedCount,
    },
    canUndo: canUndo(imp),
  };
}

export default function ImportPage({ loaderData }: Route.ComponentProps) {
  // With JavaScript, this page's own loader is read again by a fetcher (focus and scroll stay).
  const progress = useFetcher<typeof loader>();
  const hydrated = useHydrated();
  const imp = progress.data ?? loaderData;
  const running = imp.state === "queued" || imp.state === "running";
  const self = href("/crm/imports/:id", { id: String(imp.id) });
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (progress.state === "idle") void progress.load(self);
    }, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [running, progress, self]);
  const id = String(imp.id);
  return (
    <section aria-labelledby="import-title">
      <p>
        <Link to={href("/crm/imports")} className={pageParts.cardLink}>
          {T.back}
        </Link>
      </p>
      <h1 id="import-title">{T.importTitle(imp.id, imp.fileName)}</h1>
      <p>
        <span className={controls.neutralBadge} data-testid="import-state">
          {T.states[imp.state] ?? imp.state}
        </span>
      </p>
      <p role="status">
        {T.progress(imp.processedRows, imp.totalRows)}
        {running && hydrated ? ` ${T.refreshing}` : ""}
      </p>
      {running && !hydrated && (
        <p>
          <Link to={self} reloadDocument className={controls.button.secondary}>
            {T.checkProgress}
          </Link>
        </p>
      )}
      <progress
        max={imp.totalRows || 1}
        value={imp.processedRows}
        aria-label={T.progress(imp.processedRows, imp.totalRows)}
      />
      <p data-testid="import-counts">{T.counts(imp.counts)}</p>
      <dl className={pageParts.details}>
        <dt className={pageParts.term}>{T.by}</dt>
        <dd className={pageParts.definition}>{imp.createdBy}</dd>
        <dt className={pageParts.term}>{T.created}</dt>
        <dd className={pageParts.definition}>
          <time dateTime={imp.createdAt}>{imp.createdAt.slice(0, 16).replace("T", " ")}</time>
        </dd>
        <dt className={pageParts.term}>{T.basis}</dt>
        <dd className={pageParts.definition}>{imp.lawfulBasis}</dd>
      </dl>
      {!running && imp.counts.refused > 0 && (
        <p>
          <a
            href={`${href("/api/crm/imports/:id", { id })}?format=csv`}
            className={controls.button.secondary}
            download
          >
            {T.refusedCsv}
          </a>
        </p>
      )}
      {imp.canUndo && (
        <p>
          <Link to={href("/crm/imports/:id/undo", { id })} className={controls.button.secondary}>
            {T.undo}
          </Link>
        </p>
      )}
    </section>
  );
}
