/**
 * A lead's source record: where the visit behind an enquiry came from
 * (docs/decisions/060-lead-sources.md). Its shape, the categories in the order reports show them,
 * and the reading of a stored one; the rules that put a visit in a category are
 * app/models/lead-source-rules.server.ts.
 */
/** The categories, in the order reports show them. */
export const SOURCE_CATEGORIES = [
  "organic-search",
  "paid-search",
  "email",
  "organic-social",
  "paid-social",
  "referrals",
  "other-campaigns",
  "direct",
  "offline",
] as const;
export type SourceCategory = (typeof SOURCE_CATEGORIES)[number];

/** The query parameters a campaign link carries, kept as they are (trimmed, cut to 200). */
export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
/** Click ids kept only as "present": their values identify a click, so they are never stored. */
export const CLICK_ID_KEYS = ["gclid", "fbclid", "msclkid"] as const;

/** A lead's source record (not a lead's `source` code, which is LeadSource in ./lead.ts). */
export interface LeadAttribution {
  category: SourceCategory;
  /** The drill-down beside the category: search engine, network, site, campaign, or "staff". */
  detail: string | null;
  /** Path and the campaign part of the query of the first page seen (no other parameters). */
  landingPage: string | null;
  /** Host only, e.g. "www.google.com". */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  clickIds: ("gclid" | "fbclid" | "msclkid")[];
  /** The path of the page the form was sent from. */
  sentFrom: string | null;
}

/** A lead staff typed in themselves. */
export const ADDED_BY_STAFF: LeadAttribution = {
  category: "offline",
  detail: "staff",
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  clickIds: [],
  sentFrom: null,
};

/** A lead brought in from a file by an admin (the lead import). */
export const IMPORTED: LeadAttribution = { ...ADDED_BY_STAFF, detail: "import" };

/** Reads a stored source back (a jsonb value), refusing anything of the wrong shape. */
export function parseLeadAttribution(value: unknown): LeadAttribution | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Partial<LeadAttribution>;
  if (!SOURCE_CATEGORIES.includes(record.category as SourceCategory)) return null;
  return record as LeadAttribution;
}
