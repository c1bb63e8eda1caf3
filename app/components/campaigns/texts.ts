/** The Campaigns pages' words (/crm/campaigns: compose, preview, send, report). */
import { plural } from "~/utils/plural";

export const CAMPAIGN_STATES = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "sent",
  "cancelled",
] as const;
export type CampaignStateName = (typeof CAMPAIGN_STATES)[number];

export const RECIPIENT_STATES = ["pending", "sent", "failed", "bounced", "skipped"] as const;
export type RecipientStateName = (typeof RECIPIENT_STATES)[number];

export const CAMPAIGN_STATE_TEXTS: Record<CampaignStateName, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  paused: "Paused",
  sent: "Sent",
  cancelled: "Cancelled",
};

export const RECIPIENT_STATE_TEXTS: Record<RecipientStateName, string> = {
  pending: "Waiting",
  sent: "Sent",
  failed: "Failed",
  bounced: "Bounced",
  skipped: "Skipped",
};

export const CAMPAIGN_TEXTS = {
  title: "Campaigns",
  intro:
    "The newsletter and DentalIQ news, written and sent from here to the people who asked for them: confirmed subscribers, or registrants who ticked DentalIQ news. Each mail carries its own unsubscribe link; there is no tracking pixel and no link is rewritten, so the report counts only what the mail server told us.",
  newCampaign: "New campaign",
  none: "No campaigns yet.",
  list: "Campaigns, the newest first",
  /** The audience choice: who a campaign goes to. */
  audiences: {
    newsletter: "Newsletter subscribers",
    dentaliq: "DentalIQ news: registrants who asked for it",
  },
  audienceLabel: "Audience",
  counts: (c: {
    total: number;
    sent: number;
    pending: number;
    bounced: number;
    failed: number;
    skipped: number;
  }) =>
    c.total === 0
      ? "No recipients yet"
      : `${plural(c.total, "recipient", "recipients")}: ${c.sent} sent, ${c.pending} waiting, ${c.bounced} bounced, ${c.failed} failed, ${c.skipped} skipped`,
  created: "Created",
  by: "By",
  open: (subject: string) => `Open ${subject}`,
  back: "Back to Campaigns",
  fields: {
    subject: "Subject",
    previewText: "Preview text",
    previewTextHint: "Shown after the subject in most inboxes.",
    body: "Body (Markdown)",
    bodyHint:
      "Headings with ##, links with [text](https://…). Links stay exactly as written: nothing is tracked.",
  },
  messages: {
    subject: "Enter a subject (up to 150 characters)",
    subjectOneLine: "Keep the subject on one line: it cannot hold a line break",
    previewText: "Keep the preview text to 200 characters",
    body: "Write the body (up to 50,000 characters)",
    audience: "Choose who receives it: newsletter subscribers or DentalIQ news",
  },
  failed: "The campaign was not saved",
  save: "Save draft",
  saving: "Saving…",
  create: "Create draft",
  newTitle: "New campaign",
  editTitle: "Edit the draft",
  previewTitle: "Preview",
  previewIntro:
    "The mail as a subscriber receives it (their own unsubscribe link replaces the sample one).",
  desktop: "Desktop width",
  phone: "Phone width",
  htmlPartOf: (width: string) => `The mail at ${width.toLowerCase()}`,
  textPart: "Plain-text part",
  testTitle: "Send a test to me",
  testIntro: (email: string) =>
    `Your changes above are saved first, then a copy marked [Test] goes to ${email}. It is not counted in the report.`,
  sendTest: "Send a test to me",
  sendTitle: "Send",
  sendIntro: (n: number) =>
    `It would go to ${plural(n, "subscriber", "subscribers")} now. Your changes above are saved first; you confirm on the next page, with your password or code.`,
  /** Asked (JavaScript on) when leaving a draft whose form holds changes not saved. */
  fromPost: "Made from the blog post",
  unsavedLeave: "Your changes to this draft are not saved. Leave without saving them?",
  sendNow: "Send now…",
  noAudience: "Nobody is subscribed yet: there is nobody to send it to.",
  confirmQuestion: (subject: string, n: number) =>
    `Send '${subject}' to ${n.toLocaleString("en-GB")} ${n === 1 ? "subscriber" : "subscribers"}?`,
  confirmDetail:
    "The list is fixed now: anyone who unsubscribes, is restricted or erased before their turn is left out. Sending can be paused or cancelled, but a sent mail cannot be called back.",
  confirmSend: "Send it",
  sending: "Sending…",
  keepDraft: "Keep it as a draft",
  progressTitle: "Sending",
  /** A sent or cancelled campaign's section: what happened, no longer sending. */
  deliveryTitle: "Delivery",
  /** While sending, with JavaScript: the counts update themselves. */
  refreshing: "The counts update every few seconds.",
  checkProgress: "Check progress",
  /** About how long the waiting recipients take, at the sending rate. */
  timeLeft: (seconds: number) =>
    seconds < 90
      ? "About a minute left."
      : seconds < 90 * 60
        ? `About ${Math.round(seconds / 60)} minutes left.`
        : `About ${plural(Math.round(seconds / 3600), "hour", "hours")} left.`,
  sentOn: "Sent",
  scheduledOn: "Scheduled for",
  startedOn: "Sending since",
  deleteDraft: "Delete the draft…",
  deleteQuestion: (subject: string) => `Delete the draft '${subject}'?`,
  deleteDetail: "Nothing was sent. The draft is gone for good; the audit log keeps its subject.",
  confirmDelete: "Delete the draft",
  keepIt: "Keep the draft",
  scheduleTitle: "Or send it later",
  scheduleAt: "Date and time (UK time)",
  scheduleHint: "Within the next year. The list is fixed when it starts, not now.",
  scheduleButton: "Schedule it",
  scheduleError: "Enter a date and time in the future, within a year",
  scheduledFor: (when: string) => `Scheduled for ${when} (UK time).`,
  unschedule: "Back to draft",
  /** A draft whose scheduled start passed while the app was down (CAMPAIGN_LATE_HOURS). */
  missed: (when: string) =>
    `Not sent: it was scheduled for ${when} (UK time), but the site was not running then. Send it now or schedule it again.`,
  missedShort: (when: string) => `Missed its scheduled time, ${when}: not sent.`,
  pause: "Pause",
  resume: "Resume",
  cancel: "Cancel sending…",
  cancelQuestion: (subject: string) => `Cancel '${subject}'?`,
  cancelDetail:
    "Nobody still waiting receives it; who has it keeps it. A cancelled campaign cannot be resumed.",
  confirmCancel: "Cancel the campaign",
  keepSending: "Keep it",
  retry: (n: number) => `Retry ${plural(n, "failed recipient", "failed recipients")}…`,
  retryQuestion: (subject: string, n: number) =>
    `Send '${subject}' again to the ${plural(n, "recipient", "recipients")} it failed for?`,
  retryDetail:
    "Their mail server never accepted it, so nobody receives a second copy. Anyone who has unsubscribed, been restricted or erased since is left out.",
  confirmRetry: "Retry them",
  keepAsSent: "Leave it as it is",
  archiveTitle: "Public archive",
  /** A sent issue in the newsletter's public archive (/newsletter/archive). */
  archiveShown: "This issue is in the newsletter's public archive:",
  archiveLink: "read it as visitors do",
  archiveWillBe:
    "Once sent, this issue appears in the newsletter's public archive and its feed: the subject, preview text and body, never a recipient or a personal link.",
  archiveLeftOut: "This issue is left out of the newsletter's public archive.",
  /** DentalIQ news goes to registrants who asked for it; the public archive is the newsletter's. */
  archiveNotForDentaliq:
    "DentalIQ news is not in the public archive: only the registrants who asked for it receive it, and visitors never see it on the site. The newsletter's public archive holds newsletter issues only.",
  leaveOut: "Leave out of the archive",
  putBack: "Show in the archive",
  report: "Recipients",
  reportTitle: (subject: string) => `Recipients of ${subject}`,
  reportIntro:
    "One row per person the campaign went to, with the mail server's last answer. Opens and clicks are not tracked.",
  search: "Find an email",
  searchButton: "Search",
  searchLabel: "Search recipients",
  email: "Email",
  state: "State",
  lastAnswer: "Last answer",
  sentAt: "Sent",
  noneFound: "No recipient matches.",
  csv: "Download as CSV",
  recipientsTable: "Recipients",
  showing: (shown: number, total: number) =>
    shown < total
      ? `The first ${shown} of ${total}.`
      : `${plural(total, "recipient", "recipients")}.`,
  summary: "Summary",
  unsubscribedAfter: "Unsubscribed since",
  toast: {
    created: "Draft created",
    createdWithImage: "Draft created with the picture",
    saved: "Draft saved",
    savedWithImage: "Picture uploaded, draft saved",
    notDraft: "Only a draft can be changed",
    testSent: "Test copy on its way",
    testSentDescription: (email: string) => `Your changes are saved. To ${email}, within a minute.`,
    started: "Sending started",
    empty: "Nobody to send it to",
    paused: "Campaign paused",
    resumed: "Sending resumed",
    cancelled: "Campaign cancelled",
    deleted: "Draft deleted",
    retried: (n: number) => `Sending again to ${plural(n, "recipient", "recipients")}`,
    nothingToRetry: "No failed recipient to retry",
    scheduled: "Campaign scheduled",
    unscheduled: "Back to draft",
    refused: "That is not possible in the campaign's state",
    leftOut: "Left out of the public archive",
    putBack: "Shown in the public archive",
  },
} as const;
