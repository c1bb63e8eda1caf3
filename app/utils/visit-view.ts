/**
 * What one public page view is counted as (docs/decisions/079-visit-counts.md): the page's path,
 * the referring site's host, the campaign's utm_source/medium/campaign and the device class.
 * Nothing else of the request is kept. Pure: the beacon route reads the request, the visits model
 * stores what this returns.
 */
import { referrerHost } from "./lead-source";

/** The beacon's address (app/routes.ts); GET, answers 204. */
export const VISIT_PATH = "/api/visit";

/** The campaign tags counted (utm_term and utm_content are not: too fine to report on). */
export const VISIT_TAGS = ["utm_source", "utm_medium", "utm_campaign"] as const;

export const DEVICES = ["desktop", "mobile", "tablet"] as const;
export type Device = (typeof DEVICES)[number];

export interface PageView {
  page: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: Device;
}

/** Longest path or tag kept; longer ones are cut. */
const MAX = 200;
/** A path of plain segments: anything else (encoded tricks, spaces) is not a page of the site. */
const PAGE_PATH = /^(\/[\w.~-]*)+$/;
/** Not public pages: the CRM and the API are never counted. */
const NOT_PUBLIC = /^\/(crm|api)(\/|$)/;

/** Tablets first: their browser strings often also say "Mobile" (iPad) or lack it (Android). */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}

function parse(address: string | null | undefined): URL | null {
  const text = address?.trim();
  if (!text) return null;
  try {
    return new URL(text, "https://site.invalid");
  } catch {
    return null;
  }
}

export interface ViewInput {
  /** The page's path and query as the browser sent it (the beacon's `p`), if it did. */
  page: string | null;
  /** The page's own referrer (the beacon's `r`), when the browser's script knew it. */
  referrer: string | null;
  /** The beacon request's Referer: the page itself (the no-script image sends no `p`). */
  refererHeader: string | null;
  /** The site's host, so that its own pages are not counted as referring sites. */
  siteHost: string;
  userAgent: string;
}

/** The view to count, or null when the request names no public page of this site. */
export function viewOf(input: ViewInput): PageView | null {
  let url = parse(input.page);
  if (!url && input.refererHeader) {
    url = parse(input.refererHeader);
    if (url && url.hostname !== input.siteHost) url = null;
  }
  if (!url) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  if (path.length > MAX || !PAGE_PATH.test(path) || NOT_PUBLIC.test(path)) return null;
  const tag = (key: (typeof VISIT_TAGS)[number]) =>
    (url.searchParams.get(key)?.trim() ?? "").slice(0, MAX);
  const host = referrerHost(input.referrer);
  return {
    page: path,
    referrer: host && host !== input.siteHost ? host : "",
    utmSource: tag("utm_source"),
    utmMedium: tag("utm_medium"),
    utmCampaign: tag("utm_campaign"),
    device: deviceOf(input.userAgent),
  };
}

/**
 * A request the browser made ahead of a visit (link prefetch, prerender) rather than for one:
 * Chromium's Sec-Purpose, older Purpose / X-Purpose, Firefox's X-Moz.
 */
export function isPrefetch(header: (lowerCaseName: string) => string | undefined): boolean {
  return ["sec-purpose", "purpose", "x-purpose", "x-moz"].some((name) =>
    /prefetch|prerender|preview/i.test(header(name) ?? ""),
  );
}
