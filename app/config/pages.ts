/**
 * The site's page lists, one module so the browser gets them in one small file: the sectors
 * and the legal pages. Everything that names these pages (routes, menu, footer, home cards,
 * sitemap, public-route list) derives from the two lists below.
 */

/**
 * The sectors the firm serves: the one list behind the /sectors/:sector route, the navigation,
 * the footer, the home page's sector cards, the sitemap and the public-route list. Each entry's
 * page copy is content/sectors/{slug}.json (read by the sector page module), so adding a
 * sector is one entry here plus its content file. Kept free of page copy, because the
 * navigation ships it to every page.
 */
export interface Sector {
  /** The URL segment: /sectors/{slug}, and the name of its content file. */
  slug: string;
  /** The name in the navigation menu and on the home page's card. */
  label: string;
  /** The shorter name in the footer. */
  shortLabel: string;
  /** One line under the label in the menu and on the home card. */
  summary: string;
}

export const SECTOR_LIST = [
  {
    slug: "health",
    label: "Health & Wellness",
    shortLabel: "Healthcare",
    summary: "Data-driven care pathways & EMR integration",
  },
  {
    slug: "hospitality",
    label: "Hospitality & Leisure",
    shortLabel: "Hospitality",
    summary: "Guest satisfaction & predictive staffing",
  },
  {
    slug: "pets",
    label: "Pets & Animal Care",
    shortLabel: "Pet Care",
    summary: "Clinic system integration & real-time health",
  },
  {
    slug: "finance",
    label: "Financial Services",
    shortLabel: "Finance",
    summary: "Document intelligence & compliance",
  },
] as const satisfies readonly Sector[];

export type SectorSlug = (typeof SECTOR_LIST)[number]["slug"];

export const sectorPath = (slug: string) => `/sectors/${slug}`;

export function findSector(slug: string | undefined): Sector | undefined {
  return SECTOR_LIST.find((sector) => sector.slug === slug);
}

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
