/**
 * The consent log in words for staff (the person view, the subject-access report, the lead's
 * timeline): apart from ./consent-texts, which the public forms load, so their pages carry none of
 * it.
 */
import { CONSENT_NOTICES } from "./consent-texts";

export function consentPurposeLabel(purpose: string): string {
  return (
    (CONSENT_NOTICES as Record<string, { label: string } | undefined>)[purpose]?.label ?? purpose
  );
}

/** An unsubscribe's source: "link:unsubscribe", optionally "(campaign 7)", "(one-click)" or both. */
const UNSUBSCRIBE_SOURCE = /^link:unsubscribe(?: \((?:campaign (\d{1,9}))?(?:, )?(one-click)?\))?$/;

/**
 * Where a consent event came from, in words, and the campaign whose mail held the unsubscribe
 * link (the person view links its subject). Never the stored code itself.
 */
export function consentSourceParts(source: string): { text: string; campaignId?: number } {
  const unsubscribe = UNSUBSCRIBE_SOURCE.exec(source);
  if (unsubscribe) {
    const text = unsubscribe[2]
      ? "One-click unsubscribe (the Unsubscribe button of the person's mail program)"
      : "Through the unsubscribe link in the mail";
    return unsubscribe[1] ? { text, campaignId: Number(unsubscribe[1]) } : { text };
  }
  return { text: consentSourceText(source) };
}

/** The campaign part of an unsubscribe's words: its subject, or that it was deleted since. */
export const consentCampaignWords = {
  lead: "of the campaign",
  gone: "of a campaign deleted since",
  quoted: (subject: string) => `“${subject}”`,
};

/**
 * Where a consent event came from, as a sentence start ("form:newsletter" → "Through the
 * newsletter form"): the person view, the subject-access report and the lead's timeline. An
 * unsubscribe names its campaign by subject when `subjects` has it.
 */
export function consentSourceLabel(source: string, subjects?: Record<number, string>): string {
  const { text, campaignId } = consentSourceParts(source);
  // Without the subjects looked up (the subject-access file), the how alone.
  if (campaignId === undefined || subjects === undefined) return text;
  const subject = subjects[campaignId];
  return subject === undefined
    ? `${text} ${consentCampaignWords.gone}`
    : `${text} ${consentCampaignWords.lead} ${consentCampaignWords.quoted(subject)}`;
}

function consentSourceText(source: string): string {
  const known: Record<string, string> = {
    "form:newsletter": "Through the newsletter form",
    "form:dental-iq": "Through the DentalIQ registration form",
    "form:contact": "Through the contact form",
    "link:confirm": "By the confirmation link in the sign-up mail (the sign-up confirmed)",
    "provider:complaint": "By marking our mail as spam (reported by our mail provider)",
  };
  if (known[source]) return known[source];
  const staff = /^staff:([^ ]+) \((.+)\)$/.exec(source);
  if (staff)
    return `Recorded by ${staff[1]}; the person told us ${staff[2] === "in person" ? "in person" : `by ${staff[2]}`}`;
  // "form:newsletter (request, awaiting confirmation)": the form's words, then the note.
  const noted = /^(\S+) \((.+)\)$/.exec(source);
  if (noted && noted[1] !== source) return `${consentSourceText(noted[1])} (${noted[2]})`;
  if (source.startsWith("form:")) return `Through the ${source.slice(5).replace(/-/g, " ")} form`;
  // A source this version has no words for: said plainly, never as its code.
  return "Recorded by the site";
}
