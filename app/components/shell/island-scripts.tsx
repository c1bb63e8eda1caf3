/**
 * The scripts of a script-free page (page-scripts.ts): its islands, each a module of its own
 * built by Vite (hashed, precompressed, cached for a year like every asset), and the speculation
 * rules that fetch the next page while the pointer rests on its link.
 *
 * `?worker&url` is how Vite builds a module as an entry of its own and gives its address: the
 * islands run on the page, not in a worker (worker.format is "es" in vite.config.ts).
 */
import guidesUrl from "~/islands/island-guides.ts?worker&url";
import siteUrl from "~/islands/island-site.ts?worker&url";
import type { IslandName } from "./page-scripts";

const ISLAND_URLS: Record<IslandName, string> = {
  site: siteUrl,
  guides: guidesUrl,
};

export function IslandScripts({ islands }: { islands: readonly IslandName[] }) {
  return islands.map((name) => <script key={name} type="module" src={ISLAND_URLS[name]} />);
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

export function SpeculationRules({ nonce }: { nonce: string }) {
  return (
    <script
      type="speculationrules"
      nonce={nonce}
      // Constant JSON of our own; nothing a visitor sent reaches it.
      dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
    />
  );
}
