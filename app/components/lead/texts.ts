/** A lead's page: its sections and forms (edit, deal, move, merge, follow-ups), and Add Lead. */
import type { DuplicateReason } from "~/models/duplicates.server";
import type { SourceCategory } from "~/schemas/lead-attribution";
import { listOf, plural } from "~/utils/plural";
import type { MergeView } from "./types";
import { fullName } from "./types";

export const LEAD_TEXTS = {
  toast: {
    leadCreated: "Lead created successfully",
    leadCreateFailed: "Failed to create lead",
    leadUpdated: "Lead status updated",
    leadUpdateFailed: "Failed to update lead",
    leadSaved: "Lead updated",
    leadSaveFailed: "Failed to update lead",
    leadsMerged: "Leads merged",
    notDuplicate: "Marked as not a duplicate",
    mergeFailed: "Failed to merge leads",
    followUpDone: "Follow-up completed",
    followUpPlanned: "Follow-up planned",
    followUpPlanFailed: "Failed to plan follow-up",
    followUpFailed: "Failed to complete follow-up",
  },
  duplicate: {
    exists: "A lead with this email already exists:",
    createAnyway: "Create a separate lead anyway",
  },
  actions: {
    createLead: "Create Lead",
    creatingLead: "Creating...",
    saveLead: "Save changes",
    savingLead: "Saving...",
    mergeStart: "Merge with another lead",
    merge: "Merge leads",
    mergeDuplicate: "Merge",
    notDuplicate: "Not a duplicate",
    merging: "Merging...",
    complete: "Mark done",
    planNext: "Plan next follow-up",
    planFollowUp: "Plan follow-up",
    planning: "Planning...",
  },
  page: { title: "Lead", backToLeads: "Back to leads" },
  header: {
    score: (score: number) => `Score ${score}`,
    keyFacts: "Key facts",
    company: "Company",
    email: "Email",
    otherEmails: "Other email addresses",
    phone: "Phone",
    scoreTerm: "Score",
    scoreValue: (score: number) => `${score} / 100`,
    nextFollowUp: "Next follow-up",
    nonePlanned: "None planned",
    personalData: "Personal data",
    personRecord: "Person record (UK GDPR)",
  },
  form: {
    selectIndustry: "Select an industry",
    selectSource: "Select a source",
    selectType: "Select a type",
  },
  edit: { title: "Edit details" },
  owner: {
    title: "Owner:",
    change: "Change owner",
    newOwner: "New owner",
  },
  source: {
    title: "Source",
    original: "Original source",
    latest: "Latest source",
    unknown: "Not recorded",
    campaign: "Campaign",
    landingPage: "Landing page",
    referrer: "Referring site",
    sentFrom: "Sent from",
    clickIds: "Ad click",
  },
  score: {
    title: (score: number) => `Score: ${score} / 100`,
    why: "Why this score",
    nothing: "Nothing adds to the score yet.",
  },
  duplicates: {
    title: "Possible duplicates",
    count: (count: number) => `Possible duplicates (${count})`,
    /** After "Merge", for screen readers. */
    intoThisLead: (name: string) => `${name} into this lead`,
    /** After "Not a duplicate", for screen readers. */
    of: (name: string) => `of ${name}`,
  },
  followUps: {
    title: "Planned follow-ups",
    count: (count: number) => `Planned follow-ups (${count})`,
    none: "No follow-up planned.",
    with: "with",
    due: "Due",
    outcome: "Outcome",
    noOutcome: "No outcome",
    duration: "Duration (minutes, optional)",
    whatHappened: "What happened (optional)",
    /** After a field's label, for screen readers. */
    of: (subject: string) => `of ${subject}`,
  },
  timeline: {
    title: "Timeline",
    list: "Timeline, newest first",
    due: ", due",
    by: (name: string) => `by ${name}`,
    nothing: "Nothing has happened yet.",
    mail: {
      showQuoted: "Show quoted text",
      picturesHidden: (count: number) =>
        `${count === 1 ? "A picture in this email is" : `${count} pictures in this email are`} not shown, so the sender cannot tell when or where it was read.`,
      attachments: "Attached files",
      download: (name: string) => `Download ${name}`,
      notKept: "not kept (too large)",
      size: (bytes: number) =>
        bytes >= 1024 * 1024
          ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
          : `${Math.max(1, Math.round(bytes / 1024))} KB`,
    },
  },
  merge: {
    find: "Find a lead to merge",
    otherLead: "Name or email of the other lead",
    results: "Leads to merge with",
    noMatch: "No other lead matches.",
    title: (otherName: string, otherEmail: string, keepName: string, keepEmail: string) =>
      `Merge ${otherName} (${otherEmail}) into ${keepName} (${keepEmail})`,
    chooseValues:
      "Where the two leads differ, choose the value to keep; the newer lead's is chosen already. A value not kept is not lost: another email address stays on the lead as an additional address, anything else is added to its notes with the lead it came from.",
    noConflicts: (otherName: string) =>
      `No values differ: empty fields are filled from ${otherName}.`,
    whatItDoes: "What the merge does:",
    whatItDoesList: "What the merge does",
    notesKept: "Both leads' notes are kept.",
  },
  /** The pages a lead's forms fall back to without JavaScript (deal, move, plan follow-up). */
  formPages: {
    backTo: (firstName: string, lastName: string) => `Back to ${firstName} ${lastName}`,
    back: "Back",
    planFollowUpTitle: (name: string) => `Plan follow-up: ${name}`,
    planFollowUpWith: (name: string) => `Plan follow-up with ${name}`,
    moveTitle: (name: string) => `Move ${name}`,
    nowIn: (status: string) => `Now in ${status}.`,
  },
  /** The Plan follow-up form's field labels. */
  followUpFields: {
    type: "Type",
    due: "Due (UK time)",
    subject: "Subject",
    assignee: "Who will do it",
    notes: "Notes for the follow-up",
  },
  /** The lead form's field labels (Add Lead, Edit details). */
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    jobTitle: "Job title",
    industry: "Industry",
    source: "Source",
    notes: "Notes",
  },
} as const;

/** The deal section (estimated value, expected close, won date or lost reason). */
export const DEAL_TEXTS = {
  title: "Deal",
  save: "Save deal",
  saving: "Saving…",
  saved: "Deal saved",
  failed: "The deal was not saved",
  notSet: "Not set",
  chooseReason: "Choose a reason",
  estimatedValue: "Estimated value",
  expectedClose: "Expected close",
  wonOn: "Won on",
  lostBecause: "Lost because",
  /** The deal form's field labels. */
  fields: {
    estimatedValue: "Estimated value (£, whole pounds)",
    expectedCloseDate: "Expected close date",
    wonOn: "Won on",
    whyItWasLost: "Why it was lost",
    lostReasonOther: "If other, what happened",
  },
} as const;

/** "Move to…": a lead's status, with the reason for Closed Lost (the board's cards, the move page). */
export const MOVE_TEXTS = {
  moveTo: "Move to…",
  move: "Move",
  moved: "Lead moved",
  failed: "The lead was not moved",
  /** The move form's field: a column of the board is a status, and the lead page says status. */
  status: "Status",
  /** The lost-reason fields' group (shown with JavaScript only when Closed Lost is chosen). */
  lostLegend: "Only when moving to Closed Lost",
  reason: "Why it was lost",
  other: "If other, what happened",
  chooseReason: "Choose a reason",
  /** After "Status", for screen readers. */
  for: (leadName: string) => `for ${leadName}`,
  cancel: "Cancel",
  /** The move page reached from a lead page's status control (not the board). */
  statusTitle: (name: string) => `Change the status of ${name}`,
  saveStatus: "Save status",
} as const;

/**
 * The merge preview's sentences. Each lead is named so that the two can be told apart: by name
 * when the names differ, by name and email when they are the same (a duplicate usually is), and
 * as "this lead" / "the other lead" when even the emails match. Counts of nothing are left out.
 */
type Named = { firstName: string; lastName: string; email: string };
type Moves = NonNullable<MergeView["preview"]>["moves"];

const folded = (text: string) => text.trim().toLowerCase();

/** How the preview names the kept lead and the other one. */
export function mergeNames(keep: Named, other: Named): { keep: string; other: string } {
  const keepName = fullName(keep);
  const otherName = fullName(other);
  if (folded(keepName) !== folded(otherName)) return { keep: keepName, other: otherName };
  if (folded(keep.email) !== folded(other.email))
    return { keep: `${keepName} (${keep.email})`, other: `${otherName} (${other.email})` };
  return { keep: `${keepName} (this lead)`, other: `${otherName} (the other lead)` };
}

/** The hint beside each side's value in a field's choice: short, yet telling the two apart. */
export function mergeOptionHints(keep: Named, other: Named): { keep: string; other: string } {
  const keepName = fullName(keep);
  const otherName = fullName(other);
  if (folded(keepName) !== folded(otherName))
    return { keep: `${keepName}, this lead`, other: otherName };
  if (folded(keep.email) !== folded(other.email))
    return { keep: `${keep.email}, this lead`, other: other.email };
  return { keep: "this lead", other: "the other lead" };
}

/** What moves from the other lead to the kept one, in one sentence. */
export function mergeMovesText(moves: Moves, names: { keep: string; other: string }): string {
  const moving = [
    moves.activities ? plural(moves.activities, "activity", "activities") : "",
    moves.contactSubmissions
      ? plural(moves.contactSubmissions, "contact form", "contact forms")
      : "",
    moves.dentalRegistrations
      ? plural(moves.dentalRegistrations, "DentalIQ registration", "DentalIQ registrations")
      : "",
  ].filter(Boolean);
  const total = moves.activities + moves.contactSubmissions + moves.dentalRegistrations;
  if (moving.length === 0)
    return `The history of ${names.other} moves to ${names.keep} (there are no activities, contact forms or DentalIQ registrations to move).`;
  return `${listOf(moving)} ${total === 1 ? "moves" : "move"} from ${names.other} to ${names.keep}, with the history of ${names.other}.`;
}

/** What happens to the other lead's page. */
export const mergePageText = (names: { keep: string; other: string }) =>
  `The page of ${names.other} is removed; its address leads to the page of ${names.keep}.`;

/** Why a lead or an inbox item may be a duplicate (the model's reason codes, in words). */
export const DUPLICATE_REASON_TEXTS: Record<DuplicateReason, string> = {
  email: "Same email address",
  phone: "Same phone number",
  name: "Same first and last name",
  "surname-company": "Same surname and company",
};

/** A possible duplicate with its reasons in words, as pages show it. */
export const duplicateInWords = <T extends { reasons: DuplicateReason[] }>(duplicate: T) => ({
  ...duplicate,
  reasons: duplicate.reasons.map((reason) => DUPLICATE_REASON_TEXTS[reason]),
});

/** The source categories (app/schemas/lead-attribution.ts), as HubSpot names them. */
export const LEAD_SOURCE_TEXTS: Record<SourceCategory, string> = {
  "organic-search": "Organic search",
  "paid-search": "Paid search",
  email: "Email marketing",
  "organic-social": "Organic social",
  "paid-social": "Paid social",
  referrals: "Referrals",
  "other-campaigns": "Other campaigns",
  direct: "Direct traffic",
  offline: "Offline sources",
};

/** A source's drill-down: the code "staff" is a lead staff added themselves. */
export const SOURCE_DETAIL_TEXTS: Record<string, string> = {
  staff: "Added by staff",
  import: "Imported from a file",
};

/** Replying to a lead by email from its page (decision 095). */
export const REPLY_TEXTS = {
  title: "Reply by email",
  write: "Write a reply",
  pageTitle: (name: string) => `Reply to ${name}`,
  intro: (mailbox: string) =>
    `Sent from the firm’s address under your name; answers come back to ${mailbox}. The reply shows in the lead’s timeline.`,
  to: "To",
  fromName: "Your name (as the recipient sees it)",
  subject: "Subject",
  body: "Message",
  bodyHint: "Plain text or Markdown: **bold**, *italic*, [a link](https://…), lists with “- ”.",
  send: "Send reply",
  sending: "Sending...",
  toast: {
    queued: "Reply sending",
    failed: "Reply not sent",
  },
  errors: {
    to: "Choose one of the lead's addresses",
    fromName: "Enter your name",
    fromNameLong: "Your name must be at most 100 characters",
    subject: "Enter a subject",
    subjectLong: "The subject must be at most 200 characters",
    body: "Write the message",
    bodyLong: "The message must be at most 20,000 characters",
    enquiry: "That enquiry is not one we know: start the reply from the lead's page",
  },
  blocked: {
    restricted:
      "This person's processing is restricted: no mail can be sent to them until the restriction is lifted.",
    suppressed:
      "No mail can be sent to this person: they asked for their data to be erased, and their address is on the list we never write to. It comes off that list only if they contact us themselves through one of the website's forms.",
    someSuppressed: (count: number) =>
      `${count === 1 ? "One of the lead's addresses is" : `${count} of the lead's addresses are`} not offered: that person asked for their data to be erased, and we never write to an erased address.`,
    notYours:
      "This lead's emails are read and answered by its owner and by admins. Ask its owner or an admin, or have the lead assigned to you.",
  },
} as const;

/** Who may read and answer a lead's emails (decision 101), as a refusal says it. */
export const THREAD_TEXTS = {
  notYours: REPLY_TEXTS.blocked.notYours,
} as const;

/** Saved replies: the team's snippets (/crm/saved-replies) and their use on the reply form. */
export const SAVED_REPLY_TEXTS = {
  title: "Saved replies",
  intro:
    "Snippets the team keeps for replies by email. Write {first name} where the lead's first name goes: the reply form fills it in.",
  manage: "Saved replies",
  add: "Add a saved reply",
  name: "Title",
  body: "Text",
  save: "Save",
  create: "Add saved reply",
  remove: "Delete",
  edit: (title: string) => `Change “${title}”`,
  none: "No saved replies yet.",
  choose: "Saved reply",
  insert: "Insert saved reply",
  insertHint: "Added below what you have written; nothing typed is lost.",
  errors: {
    title: "Enter a title",
    titleLong: "The title must be at most 100 characters",
    body: "Write the text",
    bodyLong: "The text must be at most 5,000 characters",
    choose: "Choose a saved reply",
  },
  toast: {
    created: "Saved reply added",
    saved: "Saved reply changed",
    deleted: "Saved reply deleted",
    gone: "That saved reply was deleted already",
    failed: "Saved reply not saved",
  },
} as const;
