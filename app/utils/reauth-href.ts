import { href } from "react-router";

/**
 * The address that asks for the password or a code (unless given in the last few minutes), then
 * continues to `returnTo`: exports, subject access, erasure and staff changes link through it.
 */
export const reauthHref = (returnTo: string) =>
  `${href("/crm/reauth")}?returnTo=${encodeURIComponent(returnTo)}`;

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
