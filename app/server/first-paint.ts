/**
 * A cached public page is rewritten once, when it is stored, so that a phone on a slow
 * connection gets its stylesheets and font before its scripts
 * (docs/decisions/009-cacheable-html-and-csp.md): module preloads are fetched at low priority
 * (`fetchpriority="low"`), since the scripts are not needed for the first paint. They still delay
 * the load event, so a page that has loaded has run its scripts, as before.
 *
 * Stylesheets stay links: inlining them painted the page before React had hydrated it, and the
 * changes hydration makes then showed as layout shifts.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/** Returns the rewrite for cached pages. */
export function firstPaintRewriter(): (html: string) => string {
  return (html) => html.replace(MODULE_PRELOAD, '$& fetchpriority="low"');
}
