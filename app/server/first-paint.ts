/**
 * A cached public page is rewritten once, when it is stored, so that a phone on a slow
 * connection paints it from the HTML, stylesheets and font alone and only then fetches the
 * scripts (docs/decisions/009-cacheable-html-and-csp.md):
 *
 * - the module preloads are taken out of the `<head>`;
 * - React Router's entry script is kept inert (`type="text/plain"`) until the first contentful
 *   paint is on screen; a small script then adds the preloads back (so the whole module graph is
 *   fetched at once, not one import level after another), puts the entry back as a module
 *   script where it was, and removes itself. A page that never paints (a background tab) gets
 *   them after a few seconds.
 *
 * The page works without JavaScript (forms post, links navigate), so the wait only delays the
 * enhancements. Both scripts are allowed by hash like every inline script of a cached page
 * (./csp.ts hashes the page after this rewrite); the restored script has the inert one's text.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\shref="([^"]*)"/;
/** Built asset paths; anything else is left to the imports rather than written into a script. */
const SAFE_HREF = /^[\w\-./]+$/;
const ENTRY_SCRIPT =
  /<script type="module" async="">((?:(?!<\/script)[\s\S])*?window\.__reactRouterManifest[\s\S]*?)<\/script>/;

export const DEFERRED_ENTRY_ID = "deferred-entry";
/** How long a page that does not paint (a background tab) waits for its scripts. */
export const UNPAINTED_ENTRY_DELAY_MS = 3000;

const restoreEntry = (preloads: string[]) =>
  `(function(){var me=document.currentScript,done=false;` +
  `function run(){if(done)return;done=true;` +
  `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");` +
  `l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
  `var d=document.getElementById("${DEFERRED_ENTRY_ID}"),` +
  `s=document.createElement("script");s.type="module";s.async=true;s.textContent=d.textContent;` +
  `d.replaceWith(s);me.remove()}` +
  `setTimeout(run,${UNPAINTED_ENTRY_DELAY_MS});var P=window.PerformanceObserver;` +
  `if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return run();` +
  `new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(run,0)}})` +
  `.observe({type:"paint",buffered:true})})()`;

/** Returns the rewrite for cached pages. */
export function firstPaintRewriter(): (html: string) => string {
  return (html) => {
    const entry = ENTRY_SCRIPT.exec(html);
    // Without the entry script (not a React Router page) the preloads are all there is.
    if (!entry) return html;
    const preloads = (html.match(MODULE_PRELOAD) ?? [])
      .map((link) => HREF.exec(link)?.[1] ?? "")
      .filter((href) => SAFE_HREF.test(href));
    return html
      .replace(MODULE_PRELOAD, "")
      .replace(
        ENTRY_SCRIPT,
        () =>
          `<script type="text/plain" id="${DEFERRED_ENTRY_ID}">${entry[1]}</script><script>${restoreEntry(preloads)}</script>`,
      );
  };
}
