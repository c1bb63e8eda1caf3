/**
 * The scripts of a public page besides React Router's, as HTML the server adds to the frame
 * (entry.server.tsx, through the early banner's slot, so the browser's bundle carries none of it):
 *
 * - a script-free page's islands (page-scripts.ts), each a module of its own built by Vite
 *   (hashed, precompressed, cached for a year like every asset). `?worker&url` is how Vite
 *   builds a module as an entry of its own and gives its address; the islands run on the page,
 *   not in a worker (worker.format is "es" in vite.config.ts; app/islands/build.ts has the
 *   browser build emit them);
 * - the speculation rules, on every public page.
 */
import guidesUrl from "~/islands/island-guides.ts?worker&url";
import homeUrl from "~/islands/island-home.ts?worker&url";
import siteUrl from "~/islands/island-site.ts?worker&url";
import type { IslandName } from "./page-scripts";

const ISLAND_URLS: Record<IslandName, string> = { site: siteUrl, guides: guidesUrl, home: homeUrl };

/**
 * The frame's island last: module scripts run in document order, and it is the one that marks
 * the page's islands as started (`data-islands`), so the mark means all of them have.
 */
export function islandScriptsHtml(islands: readonly IslandName[]): string {
  return [
    ...islands.filter((name) => name !== "site"),
    ...islands.filter((name) => name === "site"),
  ]
    .map((name) => `<script type="module" src="${ISLAND_URLS[name]}"></script>`)
    .join("");
}

/**
 * Same-site pages are fetched when the pointer rests on a link or it is pressed (moderate
 * eagerness), so the next page comes from memory. Prefetch, not prerender: a prerendered page
 * would run its scripts (the visit beacon counting a view nobody saw). Never the CRM, the API,
 * a guide's file, a feed or a link that downloads.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/crm" } },
          { not: { href_matches: "/crm/*" } },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/guides/*" } },
          { not: { href_matches: "/*.xml" } },
          { not: { href_matches: "/content/*" } },
          { not: { selector_matches: "[download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
if (/<\/script/i.test(SPECULATION_RULES)) throw new Error("The speculation rules end early");

export function speculationRulesHtml(nonce: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `<script type="speculationrules"${nonceAttribute}>${SPECULATION_RULES}</script>`;
}
