/** A recorded source (app/schemas/lead-attribution.ts) in words: for the lead page and the person's records. */
import { type LeadAttribution, parseLeadAttribution } from "~/schemas/lead-attribution";
import { LEAD_SOURCE_TEXTS, LEAD_TEXTS, SOURCE_DETAIL_TEXTS } from "./texts";

const T = LEAD_TEXTS.source;

/** "Organic social (linkedin)", "Offline sources (Added by staff)", or "Not recorded". */
export function sourceLabel(source: LeadAttribution | null): string {
  if (!source) return T.unknown;
  const category = LEAD_SOURCE_TEXTS[source.category] ?? source.category;
  if (!source.detail) return category;
  return `${category} (${SOURCE_DETAIL_TEXTS[source.detail] ?? source.detail})`;
}

/** What else was recorded with it, e.g. "Campaign: dental-2027", "Landing page: /?utm_…". */
export function sourceFacts(source: LeadAttribution | null): string[] {
  if (!source) return [];
  const facts: [string, string | null | undefined][] = [
    [T.campaign, source.utmCampaign],
    [T.referrer, source.referrer],
    [T.landingPage, source.landingPage],
    [T.sentFrom, source.sentFrom],
    [T.clickIds, source.clickIds?.length ? source.clickIds.join(", ") : null],
  ];
  return facts.flatMap(([term, value]) => (value ? [`${term}: ${value}`] : []));
}

/** A stored value (jsonb) as lines: the label, then the facts; null when it is not a source. */
export function sourceLines(value: unknown): string[] | null {
  const source = parseLeadAttribution(value);
  return source ? [sourceLabel(source), ...sourceFacts(source)] : null;
}
