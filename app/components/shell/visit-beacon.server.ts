/**
 * The page-view beacon (docs/decisions/079-visit-counts.md), made on the server only and shipped
 * inside the early banner's HTML (entry.server.tsx), so it costs the page's scripts nothing:
 *
 * - With JavaScript, a few lines of inline script fetch VISIT_PATH once for the page and
 *   again after each client-side navigation (the Navigation API's currententrychange, where the
 *   browser has it), with the page's path, its utm_source/medium/campaign and, for the first
 *   page, the referring site's host. No other part of the address leaves the page.
 * - Without JavaScript, an image inside <noscript> asks for it; the request's Referer names the
 *   page (the site sends strict-origin-when-cross-origin), the referring site is not known.
 *
 * Nothing is stored in the browser; the route answers 204 and no-store, so neither the page
 * cache nor a CDN can swallow a view.
 */
import { VISIT_PATH, VISIT_TAGS } from "~/utils/visit-view";

/** Runs in the browser as the page is parsed, as text: it may use only its arguments. */
function visitBeaconScript(endpoint: string, tags: string[]) {
  let last = "";
  const count = (referrer: string) => {
    const { pathname, search } = location;
    if (pathname === last || /^\/(crm|api)(\/|$)/.test(pathname)) return;
    last = pathname;
    const query = new URLSearchParams(search);
    const kept = new URLSearchParams();
    for (const tag of tags) if (query.get(tag)) kept.set(tag, String(query.get(tag)));
    const tagged = String(kept);
    const sent = new URLSearchParams({ p: tagged ? `${pathname}?${tagged}` : pathname });
    try {
      const host = new URL(referrer).hostname;
      if (host && host !== location.hostname) sent.set("r", host);
    } catch {
      // No referrer, or not an address: none is sent.
    }
    // fetch, not an image: an image would hold the page's load event until it is answered.
    fetch(`${endpoint}?${sent}`, { keepalive: true, credentials: "omit" }).catch(() => {});
  };
  count(document.referrer);
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener("currententrychange", () => count(""));
}

/** The script's text (exported for a test to run it). */
export const VISIT_BEACON_SCRIPT = `(${String(visitBeaconScript)})(${JSON.stringify(VISIT_PATH)},${JSON.stringify(VISIT_TAGS)})`;
if (/<\/script/i.test(VISIT_BEACON_SCRIPT)) throw new Error("The visit beacon's script ends early");

export function visitBeaconHtml(nonce: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `<script${nonceAttribute}>${VISIT_BEACON_SCRIPT}</script><noscript><img src="${VISIT_PATH}" alt="" width="1" height="1" hidden></noscript>`;
}
