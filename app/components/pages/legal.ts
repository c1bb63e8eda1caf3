/** Legal page copy (content/legal.json), typed, keyed by the page in the URL. */
import legalJson from "../../../content/legal.json";

export type LegalBlock = string | { list: string[] } | { links: { label: string; href: string }[] };

export interface LegalSection {
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  path: string;
  title: string;
  description: string;
  sections: LegalSection[];
}

export type LegalKey = "privacy" | "cookies" | "terms" | "accessibility";

export const LEGAL: Record<LegalKey, LegalDocument> = legalJson;

export function legalForPath(pathname: string): LegalKey | undefined {
  const path = pathname.replace(/\/+$/, "");
  return (Object.keys(LEGAL) as LegalKey[]).find((key) => LEGAL[key].path === path);
}

/** British long date, e.g. "21 November 2026" (SPEC.md: the 'Last updated' line). */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}
