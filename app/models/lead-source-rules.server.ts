/**
 * Where a visit (and so an enquiry) came from: read from the landing page's query and the
 * referring site, then put in one category by ordered rules modelled on HubSpot's "Original
 * source" (docs/decisions/060-lead-sources.md). Pure: knows nothing of leads or the database.
 */
import {
  CLICK_ID_KEYS,
  type LeadAttribution,
  type SourceCategory,
} from "~/schemas/lead-attribution";
import { MAX_SOURCE_CHARS, campaignPath, cleanSourceText, referrerHost } from "~/utils/lead-source";

const SEARCH_HOSTS = [
  /(^|\.)google\.[a-z.]+$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)search\.yahoo\.[a-z.]+$/,
  /(^|\.)yahoo\.[a-z.]+$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)yandex\.[a-z.]+$/,
  /(^|\.)search\.brave\.com$/,
  /(^|\.)startpage\.com$/,
  /(^|\.)qwant\.com$/,
  /(^|\.)ask\.com$/,
];
const SOCIAL_HOSTS = [
  /(^|\.)facebook\.com$/,
  /(^|\.)fb\.com$/,
  /(^|\.)instagram\.com$/,
  /(^|\.)linkedin\.com$/,
  /^lnkd\.in$/,
  /^t\.co$/,
  /(^|\.)twitter\.com$/,
  /(^|\.)x\.com$/,
  /(^|\.)youtube\.com$/,
  /(^|\.)reddit\.com$/,
  /(^|\.)pinterest\.[a-z.]+$/,
  /(^|\.)tiktok\.com$/,
  /(^|\.)threads\.net$/,
  /(^|\.)bsky\.app$/,
  /(^|\.)mastodon\.social$/,
];
/** Web mail: a link followed from a mail read in the browser. */
const MAIL_HOSTS = [
  /^mail\.google\.com$/,
  /(^|\.)outlook\.(live|office|office365)\.com$/,
  /^mail\.yahoo\.com$/,
];
const SEARCH_SOURCES = /^(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|brave|startpage|qwant)$/;
const SOCIAL_SOURCES =
  /^(facebook|fb|instagram|ig|linkedin|twitter|x|youtube|reddit|pinterest|tiktok|threads|bluesky|mastodon)$/;
const PAID_MEDIUMS =
  /^(cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?(search|social|media)|sem|ads?|display)$/;
const EMAIL_MEDIUMS = /^(e-?mail|newsletter|e-?mail[-_ ]?marketing)$/;
const SOCIAL_MEDIUMS = /^(social|social[-_ ]?(media|network)|sm|organic[-_ ]?social)$/;

const matches = (host: string | null, list: RegExp[]) =>
  host !== null && list.some((re) => re.test(host));

/** Reads a path (or full URL) relative to a placeholder origin; null when it is not one. */
function parsePath(path: string | null | undefined): URL | null {
  const text = path?.trim();
  if (!text) return null;
  try {
    return new URL(text, "https://site.invalid");
  } catch {
    return null;
  }
}

/** What a public form posted says about its sender's visit (the fields of SOURCE_FIELDS). */
export function sourceOfPost(
  request: Request,
  fields: { landing: unknown; referrer: unknown },
): LeadAttribution {
  const url = new URL(request.url);
  const referer = request.headers.get("Referer");
  let page: URL | null = null;
  try {
    page = referer ? new URL(referer) : null;
  } catch {
    page = null;
  }
  const sentFrom = page && page.host === url.host ? page : url;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return describeSource({
    landingPage: text(fields.landing) || campaignPath(sentFrom),
    referrer: text(fields.referrer),
    siteHost: url.hostname,
    sentFrom: sentFrom.pathname,
  });
}

export interface SourceInput {
  /** The landing page's path and query (or full URL). */
  landingPage?: string | null;
  /** The referring page's URL or host. */
  referrer?: string | null;
  /** This site's host: a referrer from it is not a referral. */
  siteHost?: string | null;
  sentFrom?: string | null;
}

/** The source of a visit, with its category worked out. */
export function describeSource(input: SourceInput): LeadAttribution {
  const landing = parsePath(input.landingPage);
  const param = (key: string) => cleanSourceText(landing?.searchParams.get(key));
  let referrer = referrerHost(input.referrer);
  const site = input.siteHost?.toLowerCase() ?? null;
  if (
    referrer &&
    site &&
    (referrer === site || referrer === `www.${site}` || `www.${referrer}` === site)
  )
    referrer = null;
  const source: Omit<LeadAttribution, "category" | "detail"> = {
    landingPage: landing ? campaignPath(landing) : null,
    referrer,
    utmSource: param("utm_source"),
    utmMedium: param("utm_medium"),
    utmCampaign: param("utm_campaign"),
    utmTerm: param("utm_term"),
    utmContent: param("utm_content"),
    clickIds: CLICK_ID_KEYS.filter((key) => landing?.searchParams.has(key)),
    sentFrom: parsePath(input.sentFrom)?.pathname.slice(0, 2 * MAX_SOURCE_CHARS) ?? null,
  };
  return { ...source, ...categorise(source) };
}

/** The ordered rules: the first that matches decides. */
export function categorise(
  source: Pick<
    LeadAttribution,
    "referrer" | "utmSource" | "utmMedium" | "utmCampaign" | "clickIds"
  >,
): { category: SourceCategory; detail: string | null } {
  const medium = source.utmMedium?.toLowerCase() ?? null;
  const utmSource = source.utmSource?.toLowerCase() ?? null;
  const ref = source.referrer;
  const socialOrigin =
    (utmSource !== null && SOCIAL_SOURCES.test(utmSource)) ||
    matches(ref, SOCIAL_HOSTS) ||
    source.clickIds.includes("fbclid");
  const searchOrigin =
    (utmSource !== null && SEARCH_SOURCES.test(utmSource)) || matches(ref, SEARCH_HOSTS);
  const campaign = source.utmCampaign ?? utmSource ?? ref;
  // Organic social's drill-down is the network (HubSpot's), never the campaign's name.
  const network = utmSource ?? ref;
  // 1. An ad click id from a search engine's ads.
  if (source.clickIds.includes("gclid") || source.clickIds.includes("msclkid"))
    return { category: "paid-search", detail: source.utmCampaign ?? utmSource ?? ref };
  // 2. A paid medium: social network → paid social; otherwise paid search.
  if (medium !== null && PAID_MEDIUMS.test(medium)) {
    if (socialOrigin || /social/.test(medium)) return { category: "paid-social", detail: campaign };
    return { category: "paid-search", detail: campaign };
  }
  // 3. Tagged campaigns by medium.
  if (
    (medium !== null && EMAIL_MEDIUMS.test(medium)) ||
    utmSource === "email" ||
    utmSource === "newsletter"
  )
    return { category: "email", detail: campaign };
  if (medium !== null && SOCIAL_MEDIUMS.test(medium))
    return { category: "organic-social", detail: network };
  if (medium === "organic" && searchOrigin)
    return { category: "organic-search", detail: utmSource };
  // 4. Any other tag is a campaign of its own, unless it only names a social network.
  if (utmSource !== null || medium !== null || source.utmCampaign !== null) {
    if (socialOrigin && medium === null) return { category: "organic-social", detail: network };
    return { category: "other-campaigns", detail: campaign };
  }
  // 5. Untagged: by the referring site.
  if (matches(ref, MAIL_HOSTS)) return { category: "email", detail: ref };
  if (matches(ref, SEARCH_HOSTS)) return { category: "organic-search", detail: ref };
  if (socialOrigin) return { category: "organic-social", detail: ref };
  if (ref !== null) return { category: "referrals", detail: ref };
  return { category: "direct", detail: null };
}
