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
