/**
 * Sector page copy, typed: content/sectors/{slug}.json for each sector of the one list in
 * app/config/pages.ts. The files are found by name, so a new sector needs no line here.
 */
import { SECTOR_LIST, sectorPath } from "~/config/pages";
import type { GuideId } from "~/components/guides/guide-template";
import type { PageMetaInput } from "~/utils/meta";
import type { Stat } from "./blocks";

export interface SectorCard {
  title: string;
  text: string;
  highlight?: boolean;
  points?: string[];
}

/** A section of cards: a title, an introduction and the cards. */
export interface SectorCards {
  title: string;
  intro: string;
  items: SectorCard[];
}

export interface SectorFile {
  meta: Required<
    Pick<PageMetaInput, "title" | "description" | "keywords" | "ogTitle" | "ogDescription">
  > & { ogType: string };
  /** `image`: an illustration under public/ drawn at 480 × 360 (e.g. /images/sectors/x.svg). */
  hero: { eyebrow: string; title: string; lead: string; cta: string; image?: string };
  painPoints: SectorCards;
  capabilities?: { title: string; badge: string; intro: string; stats: Stat[]; points: string[] };
  settings?: SectorCards;
  solutions?: SectorCards;
  partnership?: { title: string; text: string; cta: string; subject?: string; stats?: Stat[] };
  closing: { title: string; text: string; cta: string; subject: string; guideLabel?: string };
  guide?: string;
  /**
   * The page's rhythm: the order of its middle sections (those it has content for; default
   * SECTOR_SECTIONS' order) and whether the challenges show as cards or as a list beside their
   * introduction. Bands alternate by position, so each order reads as its own page.
   */
  rhythm?: { order?: SectorSection[]; challenges?: "cards" | "list" };
}

/** The sections a sector page can have between its hero and its closing band. */
export const SECTOR_SECTIONS = [
  "challenges",
  "capabilities",
  "settings",
  "solutions",
  "partnership",
] as const;
export type SectorSection = (typeof SECTOR_SECTIONS)[number];

export interface SectorContent extends SectorFile {
  slug: string;
  path: string;
}

const FILES = import.meta.glob<SectorFile>("../../../content/sectors/*.json", {
  eager: true,
  import: "default",
});

function sectorFile(slug: string): SectorFile {
  const file = FILES[`../../../content/sectors/${slug}.json`];
  if (!file) throw new Error(`content/sectors/${slug}.json is missing`);
  return file;
}

export const SECTORS: Record<string, SectorContent> = Object.fromEntries(
  SECTOR_LIST.map(({ slug }) => [slug, { ...sectorFile(slug), slug, path: sectorPath(slug) }]),
);

/**
 * The sector's guide, if its content file names one (the finance page has none). Not checked
 * here, so the guide template stays out of the page's bundle: a unit test checks each name.
 */
export function sectorGuide(sector: SectorContent): GuideId | undefined {
  return sector.guide as GuideId | undefined;
}

export function sectorForPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, "");
  return SECTOR_LIST.find((sector) => sectorPath(sector.slug) === path)?.slug;
}

export function sectorMeta(sector: SectorContent): PageMetaInput {
  const { meta } = sector;
  return {
    title: meta.title,
    description: meta.description,
    path: sector.path,
    keywords: meta.keywords,
    ogTitle: meta.ogTitle,
    ogDescription: meta.ogDescription,
    ogType: meta.ogType === "article" ? "article" : "website",
  };
}

/** The sections this sector's page shows, in its order: only those with content. */
export function sectorSections(sector: SectorFile): SectorSection[] {
  const present: Record<SectorSection, boolean> = {
    challenges: true,
    capabilities: Boolean(sector.capabilities),
    settings: Boolean(sector.settings),
    solutions: Boolean(sector.solutions),
    partnership: Boolean(sector.partnership),
  };
  const order = sector.rhythm?.order ?? [...SECTOR_SECTIONS];
  const listed = [...order, ...SECTOR_SECTIONS.filter((section) => !order.includes(section))];
  return listed.filter((section, index) => present[section] && listed.indexOf(section) === index);
}
