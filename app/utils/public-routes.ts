import { ARCHIVE_PATH } from "./archive-paths";
import { LEGAL_PAGES, SECTOR_LIST, legalPath, sectorPath } from "~/config/pages";

/**
 * The public pages of SPEC.md section 2 that search engines should know about: not /crm,
 * not the redirects (/enterprise, /dental-intelligence), not utility pages. Blog posts are
 * added from the blog model by the sitemap.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  "/",
  "/about",
  "/team",
  "/contact",
  "/blog",
  "/insights",
  "/consulting",
  "/training",
  "/dental-iq",
  ...SECTOR_LIST.map((sector) => sectorPath(sector.slug)),
  ...LEGAL_PAGES.map((page) => legalPath(page.slug)),
  // Beside SPEC.md's pages: the newsletter's archive (decision 078); the sitemap adds its issues.
  ARCHIVE_PATH,
];
