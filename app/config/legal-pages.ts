/**
 * The legal pages: the one list behind the /legal/:page route, the footer's legal links, the
 * sitemap and the public-route list. Each page's copy is content/legal/{slug}.json, so adding
 * a legal page is one entry here plus its content file.
 */
export interface LegalPageEntry {
  /** The short name the code uses (e.g. the cookie banner links to "cookies"). */
  key: string;
  /** The URL segment: /legal/{slug}, and the name of its content file. */
  slug: string;
  /** The link text in the footer. */
  label: string;
}

export const LEGAL_PAGES = [
  { key: "privacy", slug: "privacy-policy", label: "Privacy Policy" },
  { key: "cookies", slug: "cookie-policy", label: "Cookie Policy" },
  { key: "terms", slug: "terms-conditions", label: "Terms & Conditions" },
  { key: "accessibility", slug: "accessibility-statement", label: "Accessibility Statement" },
] as const satisfies readonly LegalPageEntry[];

export type LegalKey = (typeof LEGAL_PAGES)[number]["key"];

export const legalPath = (slug: string) => `/legal/${slug}`;

/** The path of a legal page by its key, for links from other pages. */
export function legalHref(key: LegalKey): string {
  return legalPath(LEGAL_PAGES.find((page) => page.key === key)!.slug);
}
