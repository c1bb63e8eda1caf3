/**
 * A lead's fields in plain words, for the timeline and the merge comparison: each field's label,
 * each stored value's label, and a change as a sentence ("Status changed from Contacted to
 * Qualified"). Fields not listed here (ids, internal flags) are never shown to staff.
 */
import { outcomeLabel } from "./activity";
import { LOST_REASON_TEXTS, type LostReason, lostReasonLabel } from "./deal";
import { labelOf } from "./lead";

export const LEAD_FIELD_TEXTS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  jobTitle: "Job title",
  industry: "Industry",
  source: "Source",
  status: "Status",
  notes: "Notes",
  additionalEmails: "Other email addresses",
  estimatedValue: "Estimated value",
  expectedCloseDate: "Expected close date",
  wonDate: "Won date",
  lostReason: "Lost reason",
  lostReasonOther: "Lost reason (other)",
  outcome: "Outcome",
  duration: "Duration",
} as const satisfies Record<string, string>;

const CODED_FIELDS = new Set(["industry", "source", "status"]);

const DATE_FIELDS = new Set(["expectedCloseDate", "wonDate", "createdAt"]);

/** A calendar day ("2026-11-25" or an ISO instant) as "25 Nov 2026". */
function formatDay(value: unknown): string {
  const day = new Date(value instanceof Date ? value : String(value));
  if (Number.isNaN(day.getTime())) return String(value);
  return day.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/London",
  });
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** A stored value as staff read it: codes as their labels, minutes with their unit. */
export function valueLabel(field: string, value: unknown): string {
  if (isEmpty(value)) return "";
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (field === "outcome") return outcomeLabel(String(value));
  if (CODED_FIELDS.has(field)) return labelOf(String(value));
  if (field === "duration") return `${String(value)} minutes`;
  if (field === "estimatedValue") return `£${Number(value).toLocaleString("en-GB")}`;
  if (DATE_FIELDS.has(field)) return formatDay(value);
  if (field === "lostReason") return LOST_REASON_TEXTS[value as LostReason] ?? String(value);
  return String(value);
}

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * One sentence per change of a field staff know, in the order of LEAD_FIELD_TEXTS; no sentence
 * for unknown fields (ids, flags) or for a value that stays empty.
 */
export function describeChanges(changes: FieldChanges | null | undefined): string[] {
  if (!changes) return [];
  const lines: string[] = [];
  for (const [field, label] of Object.entries(LEAD_FIELD_TEXTS)) {
    const change = changes[field];
    if (!change) continue;
    const from = valueLabel(field, change.from);
    const to = valueLabel(field, change.to);
    if (from === to) continue;
    if (!from) lines.push(`${label} set to ${to}`);
    else if (!to) lines.push(`${label} removed (was ${from})`);
    else lines.push(`${label} changed from ${from} to ${to}`);
  }
  return lines;
}

/**
 * A status change as the timeline says it: "Status changed from Proposal to Closed Lost", and for
 * Closed Lost the reason given with it ("…: Chose another firm", "…: Other: Went in-house").
 */
export function statusChangeSentence(changes: FieldChanges): string {
  const { from, to } = changes.status ?? {};
  const sentence = `Status changed from ${labelOf(String(from))} to ${labelOf(String(to))}`;
  if (to !== "closed-lost") return sentence;
  const reason = changes.lostReason?.to;
  if (isEmpty(reason)) return sentence;
  return `${sentence}: ${lostReasonLabel(String(reason), changes.lostReasonOther?.to as string | null | undefined)}`;
}
