/**
 * A content page's `handle` when it needs no framework JavaScript (page-scripts.ts): kept out of
 * the frame's chunk, so the pages that run React do not carry it.
 */
import type { IslandName, PageScriptsHandle } from "~/components/shell/page-scripts";

/** A route's `handle`: no framework JavaScript, the frame's island and any `islands` named. */
export function scriptFree(...islands: IslandName[]): PageScriptsHandle {
  return { hydrate: false, islands: ["site", ...islands] };
}

export const SCRIPT_FREE = scriptFree();
