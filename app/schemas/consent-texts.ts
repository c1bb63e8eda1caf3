/**
 * The consent wording the public forms show, each with the version the consent log records.
 * Change the wording → change its version, so each logged consent names the text the person saw.
 */
import { NEWSLETTER_TEXTS } from "~/components/newsletter/texts";

export const CONSENT_PURPOSES = ["newsletter", "dentaliq-updates"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_NOTICES: Record<
  ConsentPurpose,
  { version: string; label: string; text: string; linkText: string; linkHref: string }
> = {
  newsletter: {
    version: "newsletter-2026-11",
    label: "Newsletter",
    // What the signup form shows beside its button (SPEC.md wording), so the version names it.
    text: `${NEWSLETTER_TEXTS.headline}. ${NEWSLETTER_TEXTS.note}.`,
    linkText: "How we use your data (privacy policy)",
    linkHref: "/legal/privacy-policy",
  },
  // The DentalIQ form's optional checkbox (docs/decisions/020): logged only when ticked. Rows of
  // version "dentaliq-2026-11" came from the old form, which sent it without asking.
  "dentaliq-updates": {
    version: "dentaliq-news-2026-11",
    label: "DentalIQ news and offers",
    text: "Email me DentalIQ news and offers (optional)",
    linkText: "How we use your data (privacy policy)",
    linkHref: "/legal/privacy-policy",
  },
};
