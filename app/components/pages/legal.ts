/**
 * Legal page copy, typed: content/legal/{slug}.json for each page of the one list in
 * app/config/pages.ts. The files are found by name, so a new page needs no line here.
 */
import { LEGAL_PAGES, type LegalKey, legalPath } from "~/config/pages";
import { CRM_TIME_ZONE } from "~/schemas/crm-fields";

export type { LegalKey } from "~/config/pages";

export type LegalBlock = string | { list: string[] } | { links: { label: string; href: string }[] };

export interface LegalSection {
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  path: string;
  title: string;
  description: string;
  /**
   * When the text last changed (YYYY-MM-DD), set by whoever changes it: the 'Last updated' line
   * (decision 052). A reader compares it with the version they agreed to; today's date would say
   * the policy changes every day.
   */
  lastUpdated: string;
  sections: LegalSection[];
}

const FILES = import.meta.glob<Omit<LegalDocument, "path">>("../../../content/legal/*.json", {
  eager: true,
  import: "default",
});

function legalFile(slug: string): Omit<LegalDocument, "path"> {
  const file = FILES[`../../../content/legal/${slug}.json`];
  if (!file) throw new Error(`content/legal/${slug}.json is missing`);
  return file;
}

export const LEGAL = Object.fromEntries(
  LEGAL_PAGES.map(({ key, slug }) => [key, { ...legalFile(slug), path: legalPath(slug) }]),
) as Record<LegalKey, LegalDocument>;

export function legalForPath(pathname: string): LegalKey | undefined {
  const path = pathname.replace(/\/+$/, "");
  return LEGAL_PAGES.find((page) => legalPath(page.slug) === path)?.key;
}

/** A content file's YYYY-MM-DD as a date (noon UTC: the same calendar day in the UK). */
export const contentDate = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

/** British long date in the UK, e.g. "21 November 2026" (SPEC.md: the 'Last updated' line). */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: CRM_TIME_ZONE,
  }).format(date);
}
