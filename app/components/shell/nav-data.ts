/**
 * The shell's links and labels (SPEC.md section 2: Navigation, Footer), in one place for the
 * navigation, the footer and their tests.
 */
import { href } from "react-router";
import { LEGAL_PAGES, SECTOR_LIST, legalPath, sectorPath } from "~/config/pages";
import { SITE } from "~/config/site";

/** The bar turns white with a shadow after this many pixels of scroll. */
export { NAV_SCROLL_THRESHOLD } from "./frame-ids";

export interface NavLink {
  href: string;
  label: string;
  /** Other paths that count as this link being active (e.g. /insights for Insights). */
  alsoActiveFor?: string[];
}

export interface SectorLink extends NavLink {
  description: string;
}

export const MAIN_LINKS: NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/consulting", label: "Consulting" },
  { href: "/training", label: "Training" },
  { href: "/blog", label: "Insights", alsoActiveFor: ["/insights"] },
];

export const SECTORS_LABEL = "Sectors";

export const SECTOR_LINKS: SectorLink[] = SECTOR_LIST.map((sector) => ({
  href: sectorPath(sector.slug),
  label: sector.label,
  description: sector.summary,
}));

export const DENTAL_IQ_LINK = { href: "/dental-iq", label: "DentalIQ", badge: "NEW" } as const;

export const BOOKING_LABEL = SITE.discoveryCall;

export const FOOTER_SECTOR_LINKS: NavLink[] = SECTOR_LIST.map((sector) => ({
  href: sectorPath(sector.slug),
  label: sector.shortLabel,
}));

export const FOOTER_COMPANY_LINKS: NavLink[] = [
  { href: "/about", label: "About Us" },
  { href: "/team", label: "Our Team" },
  { href: "/blog", label: "Insights" },
  { href: "/contact", label: "Contact" },
];

export const LEGAL_LINKS: NavLink[] = LEGAL_PAGES.map((page) => ({
  href: legalPath(page.slug),
  label: page.label,
}));

export const ADMIN_LINK: NavLink = { href: href("/crm"), label: "Admin Login" };

/** Home matches exactly; every other link matches its path and anything below it. */
export function isActivePath(
  pathname: string,
  link: Pick<NavLink, "href" | "alsoActiveFor">,
): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return [link.href, ...(link.alsoActiveFor ?? [])].some((href) =>
    href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`),
  );
}
