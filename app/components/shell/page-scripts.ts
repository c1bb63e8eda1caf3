/**
 * Which pages run React in the browser (docs/decisions/089-pages-without-framework-javascript.md).
 * A page whose text and forms work without JavaScript declares itself script-free with
 * `export const handle = SCRIPT_FREE` (or `scriptFree("guides")`, components/pages/script-free.ts): when it is the first page
 * loaded, the root leaves out React Router's scripts and module preloads, and the page's few
 * behaviours come from the islands (app/islands/), plain modules loaded by that page only.
 * Reached by a client-side navigation from a page that runs React, it renders there as before,
 * its components' own behaviour included.
 */
import { useMatches } from "react-router";

/** The islands a script-free page may load (app/islands/island-NAME.ts). */
export type IslandName = "site" | "guides" | "home";

export interface PageScriptsHandle {
  hydrate: false;
  islands: readonly IslandName[];
}

export function isScriptFree(handle: unknown): handle is PageScriptsHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as { hydrate?: unknown }).hydrate === false
  );
}

/** The islands of a page from its routes' handles, or null when the page runs React. */
export function pageIslands(handles: readonly unknown[]): IslandName[] | null {
  const scriptFree = handles.filter(isScriptFree);
  if (scriptFree.length === 0) return null;
  return [...new Set(scriptFree.flatMap((handle) => handle.islands))];
}

/**
 * Whether the page being rendered runs React in the browser: on the server, unless a matched
 * route is script-free; in the browser always (React is running there, and a client-side
 * navigation into a script-free page keeps the scripts it has). Chosen per build, so the
 * browser's bundle carries only `() => true`.
 */
export const useHydratesPage: () => boolean = import.meta.env.SSR
  ? () => !useMatches().some((match) => isScriptFree(match.handle))
  : () => true;
