/**
 * A held record's fields in plain words, for the person view (staff) and the subject-access
 * report (a letter to the person): each field's label and each value as people read it.
 *
 * What the letter shows: every piece of personal data held about the person (what they sent us,
 * what staff recorded about them, their score and why, their consents), in words. What it leaves
 * out, as it is about our own work rather than about the person, or is a key:
 * - record numbers (id, leadId) and staff account numbers (ownerId, assigneeId);
 * - columns worked out from other data for our lists and reports (nextDueAt: the next planned
 *   follow-up, listed itself among the activities; stageReached: the furthest pipeline stage);
 * - our handling of an enquiry (processed, processedAt, remindedAt) and the newsletter
 *   confirmation's token and its timings (confirmToken, confirmExpiresAt, confirmSentAt);
 * - empty values.
 * The staff view shows the record numbers (as references) and our handling too, with "—" for
 * empty values; never staff account numbers, derived columns or tokens.
 */
import { ACTIVITY_OUTCOMES, outcomeLabel } from "~/schemas/activity";
import { consentPurposeLabel, consentSourceLabel } from "~/schemas/consent-log-texts";
import { DISCOVERY_CALL_TEXTS, PMS_TEXTS } from "~/schemas/crm-labels";
import { labelOf } from "~/schemas/lead";
import { LEAD_FIELD_TEXTS, valueLabel } from "~/schemas/lead-fields";
import type { PersonRecords } from "~/schemas/person";
import { sourceLines } from "~/components/lead/source-words";
import { RECIPIENT_STATE_TEXTS } from "~/components/campaigns/texts";
import { formatDateTime } from "~/utils/uk-dates";

/** The kinds of record held on a person (PersonRecords' lists, and the restriction). */
export type RecordKind = Exclude<keyof PersonRecords, "email" | "suppressed" | "auditTrail">;

/** Shown nowhere: staff account numbers, derived columns, tokens. */
const NEVER_SHOWN = new Set([
  "ownerId",
  "assigneeId",
  "nextDueAt",
  "stageReached",
  "remindedAt",
  "confirmToken",
  "confirmExpiresAt",
  "confirmSentAt",
  "unsubscribeToken",
]);

/** Also left out of the letter: our references and our handling of the person's enquiries. */
const NOT_IN_LETTER = new Set(["id", "leadId", "processed", "processedAt"]);

export const isShown = (key: string, letter: boolean) =>
  !NEVER_SHOWN.has(key) && !(letter && NOT_IN_LETTER.has(key));

/** Labels for fields the lead's own list (LEAD_FIELD_TEXTS) does not name. */
const FIELD_LABELS: Record<string, string> = {
  id: "Reference",
  leadId: "Lead reference",
  score: "Score",
  scoreReasons: "Why this score",
  practiceName: "Practice",
  location: "Location",
  locations: "Number of locations",
  pms: "Practice management system",
  challenge: "Biggest challenge",
  discoveryCall: "Discovery call",
  marketingOptIn: "DentalIQ news and offers by email",
  message: "Message",
  sector: "Sector",
  newsletter: "Asked for the newsletter",
  processed: "Handled",
  processedAt: "Handled on",
  createdAt: "Created",
  updatedAt: "Last changed",
  lostAt: "Lost on",
  fullName: "Full name",
  subscribed: "Subscribed",
  subscribedAt: "Signed up",
  confirmedAt: "Confirmed",
  unsubscribedAt: "Unsubscribed",
  type: "Type",
  subject: "Subject",
  description: "Description",
  completedDate: "Completed",
  dueAt: "Due",
  createdBy: "Recorded by",
  purpose: "Purpose",
  granted: "Given or withdrawn",
  noticeVersion: "Privacy notice version",
  at: "When",
  reason: "Reason",
  restrictedBy: "Restricted by",
  restrictedAt: "Restricted on",
  attribution: "How they found us",
  originalSource: "Original source",
  latestSource: "Latest source",
  state: "Delivery",
  fileName: "File",
  importedAt: "Imported",
  line: "Line in the file",
  row: "What the row held",
  sentAt: "Sent",
  direction: "Sent or received",
  fromName: "From (name)",
  fromEmail: "From",
  recipient: "To",
  body: "Text",
};

/** An email's direction and state in words (the person view and the letter). */
const MESSAGE_WORDS: Record<string, string> = {
  sent: "Sent",
  received: "Received by us",
  sending: "Being sent",
  failed: "Could not be delivered",
  cancelled: "Not sent",
};

/** Fields holding a recorded source (where the person came from), shown as lines of words. */
const SOURCE_FIELDS = new Set(["attribution", "originalSource", "latestSource"]);

/** A field's label: "firstName" → "First name"; an unknown one in words, never camelCase. */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key] ?? (LEAD_FIELD_TEXTS as Record<string, string>)[key];
  if (known) return known;
  const words = key
    .replace(/([A-Z])/g, " $1")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const TIMESTAMPS = /(At|^completedDate)$|^at$/;
const LEAD_VALUE_FIELDS = new Set([
  "status",
  "industry",
  "source",
  "estimatedValue",
  "expectedCloseDate",
  "wonDate",
  "lostReason",
]);

/** A score reason as shown: "Company given: +10". */
export const scoreReasonText = (reason: { reason: string; points: number }) =>
  `${reason.reason}: +${reason.points}`;

/**
 * A value in words; null when it is empty. A list (score reasons) comes back as its lines.
 * The record's kind decides fields whose name means different things (a consent's source).
 */
export function fieldText(kind: RecordKind, key: string, value: unknown): string | string[] | null {
  if (isEmpty(value)) return null;
  if (SOURCE_FIELDS.has(key)) return sourceLines(value) ?? JSON.stringify(value);
  if (key === "row" && Array.isArray(value)) return value.map(String);
  if (key === "scoreReasons" && Array.isArray(value))
    return (value as { reason: string; points: number }[]).map(scoreReasonText);
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (key === "granted") return value ? "Given" : "Withdrawn";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === "string" && TIMESTAMPS.test(key) && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value);
  if (typeof value === "string") {
    if (kind === "consents" && key === "source") return consentSourceLabel(value);
    if (kind === "messages" && (key === "direction" || key === "status"))
      return MESSAGE_WORDS[value] ?? labelOf(value);
    if (kind === "campaignMails" && key === "state")
      return (RECIPIENT_STATE_TEXTS as Record<string, string>)[value] ?? labelOf(value);
    if (key === "purpose") return consentPurposeLabel(value);
    if (key === "pms") return PMS_TEXTS[value] ?? value;
    if (key === "discoveryCall") return DISCOVERY_CALL_TEXTS[value] ?? labelOf(value);
    if (key === "outcome" && (ACTIVITY_OUTCOMES as readonly string[]).includes(value))
      return outcomeLabel(value);
    if (key === "type" || key === "sector" || key === "source") return labelOf(value);
  }
  if (key === "duration" && typeof value === "number") return `${value} minutes`;
  if (LEAD_VALUE_FIELDS.has(key) || key === "outcome") return valueLabel(key, value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The rows a record shows: [label, value] in the record's order, hidden fields left out. */
export function recordRows(
  kind: RecordKind,
  record: object,
  { letter }: { letter: boolean },
): { key: string; label: string; value: string | string[] | null }[] {
  return Object.entries(record)
    .filter(([key]) => isShown(key, letter))
    .map(([key, value]) => ({ key, label: fieldLabel(key), value: fieldText(kind, key, value) }))
    .filter((row) => !(letter && row.value === null));
}

/** What each kind of audited record is called (the person view's and the letter's trail). */
const AUDITED_RECORD_LABELS: Record<string, string> = {
  lead: "Lead",
  activity: "Activity",
  "contact-submission": "Contact form",
  "dental-registration": "DentalIQ registration",
  "newsletter-subscription": "Newsletter subscription",
  "dentaliq-subscriber": "DentalIQ news",
  person: "Person",
  mail: "Mail",
  "staff-account": "Staff account",
};

/**
 * One recorded change in words: its own summary (record numbers taken out), or the action and
 * the kind of record when it has none ("Restricted (Person)"), never codes like "status-changed".
 */
export function auditEventText(event: {
  action: string;
  entityType: string;
  summary: string | null;
}): string {
  if (event.summary) return event.summary.replace(/,? #\d+\b/g, "");
  const words = (code: string) => {
    const text = code.replace(/[-_]+/g, " ");
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const record = AUDITED_RECORD_LABELS[event.entityType] ?? words(event.entityType);
  return `${words(event.action)} (${record})`;
}
