import { href } from "react-router";

/**
 * The address that asks for the password or a code (unless given in the last few minutes), then
 * continues to `returnTo`: exports, subject access, erasure and staff changes link through it.
 */
export const reauthHref = (returnTo: string, { changeKept = false } = {}) =>
  `${href("/crm/reauth")}?returnTo=${encodeURIComponent(returnTo)}${changeKept ? `&${CHANGE_KEPT_PARAM}=1` : ""}`;

/**
 * Marks the address /crm/reauth is sent to when the form post that asked was kept, to be made
 * once confirmed: only then is it made (a later visit for the same page makes nothing).
 */
export const CHANGE_KEPT_PARAM = "change";

/** React Router's data address for a path ending in "/": `/_.data` (older versions: `/_root.data`). */
const ROOT_DATA = /\/_(?:root)?\.data$/;

/**
 * The page a request is for, as path and search, fit to send a browser back to. On a client-side
 * navigation or a form sent by script, React Router asks the server at an internal address: the
 * page's path plus `.data` (`/crm/people/report.data?email=…`, `/_.data` for `/`), a `_routes`
 * list, and `?index` for an index route's action. Opened as a page, that address is raw
 * turbo-stream text; this gives the page's own address (`/crm/people/report?email=…`). An
 * `index` with a value of its own is the page's, and stays.
 */
export function pageAddress(requestUrl: string | URL): string {
  const url = new URL(requestUrl, "http://site.invalid");
  let pathname = url.pathname;
  if (ROOT_DATA.test(pathname)) pathname = pathname.replace(ROOT_DATA, "") || "/";
  else pathname = pathname.replace(/\.data$/, "");
  const params = url.searchParams;
  const internal = params.has("_routes") || params.getAll("index").some((value) => !value);
  if (!internal) return pathname + url.search;
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (name === "_routes" || (name === "index" && !value)) continue;
    kept.append(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The query parameter that asks a CRM page to start a download as it opens (after /crm/reauth). */
export const DOWNLOAD_PARAM = "download";

/** A download the CRM offers (an export under /api/crm/), as opposed to a page to open. */
export const isDownloadAddress = (path: string) => path.startsWith("/api/crm/");

/**
 * The page that asked, with the download to start: /crm/reauth sends the browser back there
 * after the password, rather than leaving it on "Confirm it is you" while the file arrives.
 */
export function withDownload(page: string, download: string): string {
  const url = new URL(page, "http://site.invalid");
  url.searchParams.set(DOWNLOAD_PARAM, download);
  return url.pathname + url.search;
}

/**
 * The page to return to after confirming a download: the CRM page the link was on (the Referer's
 * path; another site's Referer is its origin alone, never a CRM page), else the page each
 * download is offered on.
 */
export function downloadPage(download: string, referer: string | null): string {
  if (referer) {
    try {
      const url = new URL(referer);
      if (
        (url.pathname === "/crm" || url.pathname.startsWith("/crm/")) &&
        !url.pathname.startsWith("/crm/reauth")
      ) {
        url.searchParams.delete(DOWNLOAD_PARAM);
        return url.pathname + url.search;
      }
    } catch {
      // Not an address: fall through to the page the download belongs to.
    }
  }
  const url = new URL(download, "http://site.invalid");
  if (url.pathname === "/api/crm/people/export") return `/crm/people${url.search}`;
  if (url.pathname === "/api/crm/newsletters/export") return "/crm?tab=newsletters";
  if (url.pathname === "/api/crm/leads/export") return `/crm${url.search}`;
  if (url.pathname.startsWith("/api/crm/backups/")) return "/crm/system";
  return "/crm";
}
