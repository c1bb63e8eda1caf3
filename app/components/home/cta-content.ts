import { SITE } from "~/config/site";
import type { GuideId } from "~/components/guides/guide-download-button";
import type { CtaSectionKey } from "~/models/homepage.schema";

/** SPEC.md 'Call-to-action block': the contact subject and the guide offered per section. */
export const CTA_SUBJECTS: Record<CtaSectionKey, string> = {
  consultation: `${SITE.discoveryCall} - Consultation Request`,
  build: `${SITE.discoveryCall} - Business Transformation`,
};

export const CTA_GUIDES: Record<CtaSectionKey, GuideId> = {
  consultation: "consultation",
  build: "implementation",
};

export const DISCOVERY_CALL_LABEL = SITE.discoveryCall;

/** Under the default block's buttons: the enquiry form, with the section's subject filled in. */
export const CTA_TEXTS = {
  writeInstead: "Prefer to write? Send us a message",
} as const;

export function contactHref(section: CtaSectionKey): string {
  return `/contact?subject=${encodeURIComponent(CTA_SUBJECTS[section])}`;
}
