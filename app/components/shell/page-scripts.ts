/**
 * Which pages run React in the browser (docs/decisions/089-pages-without-framework-javascript.md).
 * A page whose text and forms work without JavaScript declares itself script-free with
 * `export const handle = SCRIPT_FREE` (or `scriptFree("guides")`): when it is the first page
 * loaded, the root leaves out React Router's scripts and module preloads, and the page's few
 * behaviours come from the islands (app/islands/), plain modules loaded by that page only.
 * Reached by a client-side navigation from a page that runs React, it renders there as before,
 * its components' own behaviour included.
 */
import { useMatches } from "react-router";

/** The islands a script-free page may load (app/islands/island-NAME.ts). */
export type IslandName = "site" | "guides";

export interface PageScriptsHandle {
  hydrate: false;
  islands: readonly IslandName[];
}

/** A route's `handle`: no framework JavaScript, the frame's island and any `islands` named. */
export function scriptFree(...islands: IslandName[]): PageScriptsHandle {
  return { hydrate: false, islands: ["site", ...islands] };
}

export const SCRIPT_FREE = scriptFree();

function isScriptFree(handle: unknown): handle is PageScriptsHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as { hydrate?: unknown }).hydrate === false
  );
}

/**
 * What the page being rendered loads: React (hydrate) unless a matched route is script-free,
 * and then the islands its routes name.
 */
export function usePageScripts(): { hydrate: boolean; islands: IslandName[] } {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isScriptFree);
  if (handles.length === 0) return { hydrate: true, islands: [] };
  return { hydrate: false, islands: [...new Set(handles.flatMap((handle) => handle.islands))] };
}
