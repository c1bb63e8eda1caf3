/** Log Activity (dialog, page, POST /api/crm/activities). */
import { z } from "zod";
import { blankToUndefined, optionalText, toIsoDateTime, toNumber } from "./crm-fields";
import { ownerField } from "./owner";
import { idNumber, text } from "./safe-text";

export const ACTIVITY_TYPES = ["email", "call", "meeting", "note"] as const;
export const ACTIVITY_OUTCOMES = [
  "successful",
  "no-answer",
  "follow-up-needed",
  "not-interested",
  "closed",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

/** Each outcome in words (sentence case): the one source wherever an outcome is shown or chosen. */
export const ACTIVITY_OUTCOME_TEXTS: Record<ActivityOutcome, string> = {
  successful: "Successful",
  "no-answer": "No answer",
  "follow-up-needed": "Follow-up needed",
  "not-interested": "Not interested",
  closed: "Closed",
};

/** An outcome's label; a value outside the list (old data) shows as stored, hyphens as spaces. */
export const outcomeLabel = (value: string): string =>
  ACTIVITY_OUTCOME_TEXTS[value as ActivityOutcome] ?? value.replace(/-/g, " ");

/** The outcome select's options, in the list's order. */
export const OUTCOME_OPTIONS = ACTIVITY_OUTCOMES.map((value) => ({
  value,
  label: ACTIVITY_OUTCOME_TEXTS[value],
}));

export const ACTIVITY_MAX = { subject: 200, description: 5000 } as const;
/** A week of minutes is plenty for one activity; it also keeps the integer column safe. */
export const MAX_DURATION_MINUTES = 10_080;

const outcomeField = z.preprocess(
  blankToUndefined,
  z.enum(ACTIVITY_OUTCOMES, { error: "Please choose an outcome from the list" }).optional(),
);
const durationField = z.preprocess(
  toNumber,
  z
    .number({ error: "Duration must be a whole number of minutes" })
    .int("Duration must be a whole number of minutes")
    .min(1, "Duration must be at least 1 minute")
    .max(MAX_DURATION_MINUTES, "Duration is too long")
    .optional(),
);
const descriptionField = optionalText(ACTIVITY_MAX.description, "Description is too long");
/** Also the answer when the chosen lead no longer exists. */
export const LEAD_REQUIRED = "Please select a lead";

export const createActivitySchema = z.object({
  // leadId is sent as a number (SPEC.md section 5); a form sends its digits.
  leadId: z.preprocess(toNumber, idNumber(LEAD_REQUIRED)),
  type: z.preprocess(
    blankToUndefined,
    z.enum(ACTIVITY_TYPES, { error: "Please select an activity type" }),
  ),
  subject: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? undefined)),
    text({ error: "Subject is required" })
      .min(1, "Subject is required")
      .max(ACTIVITY_MAX.subject, "Subject is too long"),
  ),
  description: descriptionField,
  outcome: outcomeField,
  duration: durationField,
  /** Given without completedDate, the activity is planned for then (a follow-up). */
  dueAt: z.preprocess(
    toIsoDateTime,
    z.iso.datetime({ offset: true, error: "Due date must be a date and time" }).optional(),
  ),
  completedDate: z.preprocess(
    blankToUndefined,
    z.iso.datetime({ offset: true, error: "Completed date must be an ISO date-time" }).optional(),
  ),
  /** Who is to do a planned follow-up (null: nobody in particular); by default the lead's owner. */
  assigneeId: ownerField,
});

export type CreateActivityInput = z.output<typeof createActivitySchema>;

export const DUE_REQUIRED = "Please give the date and time it is due";
export const DUE_IN_PAST = "Choose a date and time from now on";
/** How far in the past a due time may be (the minutes spent filling in the form). */
export const DUE_GRACE_MS = 5 * 60_000;

/** A planned time is in the past when it is more than the grace before `now`. */
export const isPastDue = (due: Date | string, now = Date.now()) =>
  new Date(due).getTime() < now - DUE_GRACE_MS;

/**
 * Plan follow-up (/crm/leads/{id}/follow-ups/new): for the lead of the page (no lead field), with
 * a type, a subject and a due date and time, which the form gives in UK time, from now on (a
 * few minutes' grace: an overdue follow-up is planned by logging what happened instead).
 */
export const planFollowUpSchema = z.object({
  type: createActivitySchema.shape.type,
  subject: createActivitySchema.shape.subject,
  dueAt: z.preprocess(
    toIsoDateTime,
    z.iso
      .datetime({ offset: true, error: DUE_REQUIRED })
      .refine((due) => !isPastDue(due), DUE_IN_PAST),
  ),
  description: descriptionField,
  assigneeId: ownerField,
});
export type PlanFollowUpInput = z.output<typeof planFollowUpSchema>;

/** Marking a planned follow-up done (page form and POST /api/crm/activities/{id}/complete). */
export const completeActivitySchema = z.object({
  outcome: outcomeField,
  duration: durationField,
  description: descriptionField,
});
export type CompleteActivityInput = z.output<typeof completeActivitySchema>;

/** GET /api/crm/activities?page=: the same page size as the leads list. */
export const ACTIVITIES_PAGE_SIZE = 50;
