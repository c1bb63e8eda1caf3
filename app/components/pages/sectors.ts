/** Sector page copy (content/sectors.json), typed, keyed by the sector in the URL. */
import sectorsJson from "../../../content/sectors.json";
import type { GuideId } from "~/components/guides/guide-download-button";
import type { PageMetaInput } from "~/utils/meta";
import type { Stat } from "./blocks";

export interface SectorCard {
  title: string;
  text: string;
  highlight?: boolean;
  points?: string[];
}

export interface SectorContent {
  path: string;
  meta: Required<
    Pick<PageMetaInput, "title" | "description" | "keywords" | "ogTitle" | "ogDescription">
  > & { ogType: string };
  hero: { eyebrow: string; title: string; lead: string; cta: string };
  painPoints: { title: string; intro: string; items: SectorCard[] };
  capabilities?: { title: string; badge: string; intro: string; stats: Stat[]; points: string[] };
  settings?: { title: string; intro: string; items: SectorCard[] };
  solutions?: { title: string; intro: string; items: SectorCard[] };
  partnership?: { title: string; text: string; cta: string; subject?: string; stats?: Stat[] };
  closing: { title: string; text: string; cta: string; subject: string; guideLabel?: string };
  guide?: string;
}

export type SectorKey = "health" | "hospitality" | "pets" | "finance";

export const SECTORS: Record<SectorKey, SectorContent> = sectorsJson;

const SECTOR_GUIDES: readonly GuideId[] = ["sector-health", "sector-hospitality", "sector-pets"];

/** The sector's guide, if it has one (the finance page has none). */
export function sectorGuide(sector: SectorContent): GuideId | undefined {
  return SECTOR_GUIDES.find((guide) => guide === sector.guide);
}

export function sectorForPath(pathname: string): SectorKey | undefined {
  const path = pathname.replace(/\/+$/, "");
  return (Object.keys(SECTORS) as SectorKey[]).find((key) => SECTORS[key].path === path);
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
