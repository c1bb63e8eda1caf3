import type { GuideId } from "~/components/guides/guide-download-button";
import type { CtaSectionKey } from "~/models/homepage.schema";

/** SPEC.md 'Call-to-action block': the contact subject and the guide offered per section. */
export const CTA_SUBJECTS: Record<CtaSectionKey, string> = {
  consultation: "FREE Discovery Call - Consultation Request",
  build: "FREE Discovery Call - Business Transformation",
};

export const CTA_GUIDES: Record<CtaSectionKey, GuideId> = {
  consultation: "consultation",
  build: "implementation",
};

export const DISCOVERY_CALL_LABEL = "FREE Discovery Call";

export function contactHref(section: CtaSectionKey): string {
  return `/contact?subject=${encodeURIComponent(CTA_SUBJECTS[section])}`;
}
