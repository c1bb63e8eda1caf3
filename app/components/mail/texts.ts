/** The Mail page's words (/crm/mail: the outbox and the templates' previews). */
import type { MailStatus } from "~/schemas/mail";
import { plural } from "~/utils/plural";
import { pageOf } from "../crm/texts";

export const MAIL_TEXTS = {
  /** "1 mail.", "3 mails failed; page 1 of 2."; nothing when there are none (the page says so). */
  summary: (total: number, state: string | null, page: number, pageCount: number) =>
    total === 0
      ? ""
      : `${plural(total, "mail", "mails")}${state ? ` ${state.toLowerCase()}` : ""}${pageOf(page, pageCount)}.`,
  title: "Mail",
  intro: (keepDays: number) =>
    `Every mail the site sends goes through this outbox and is tried again for more than a day if the mail server refuses it. Sent, failed and cancelled mail is kept for ${keepDays} days.`,
  to: "To",
  kind: "Kind",
  attempts: "Attempts",
  lastError: "Last error",
  queued: "Queued",
  sent: "Sent",
  retry: "Retry",
  filter: "Filter mail",
  show: "Show",
  allMail: "All mail",
  noneInState: "No mail in this state.",
  noneYet: "No mail has been sent yet.",
  list: "Mail, the newest first",
  pages: "Mail pages",
  templates: "Templates",
  templatesIntro:
    "Each kind of mail, rendered with made-up sample data (no real person, address or link).",
  preview: (label: string) => `Preview: ${label}`,
  back: "Back to Mail",
  previewIntro: "Rendered with made-up sample data: no real person, address or working link.",
  subject: "Subject",
  htmlPart: "HTML part",
  htmlPartOf: (label: string) => `HTML part: ${label}`,
  textPart: "Plain-text part",
  previewTitle: "Mail preview",
  noLongerSent: "A kind of mail no longer sent",
  toast: {
    retried: "Mail queued again",
    retriedDescription: "It is sent within a minute.",
    notRetried: "That mail is not waiting for a retry",
  },
} as const;

/** What staff read for each state of a mail (the list and its filter). */
export const MAIL_STATUS_TEXTS: Record<MailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed — will not retry",
  cancelled: "Cancelled — its record was deleted",
};

/** The Unmatched list: mail from the shared mailbox that matched no lead (decision 096). */
export const UNMATCHED_TEXTS = {
  title: "Unmatched mail",
  intro:
    "Messages from the shared mailbox whose sender and thread match no lead. Attach one to a lead by the lead's email address: it then shows in that lead's timeline.",
  list: "Unmatched messages",
  noSubject: "(no subject)",
  from: (name: string, email: string) => (name ? `From ${name} <${email}>` : `From ${email}`),
  leadEmail: "Lead's email address",
  attach: "Attach to lead",
  none: "No unmatched mail.",
  toast: {
    attached: "Message attached to the lead",
    noLead: "No lead has that email address",
    gone: "That message was attached already",
    notYours: "Not attached: that lead belongs to a colleague",
  },
} as const;
