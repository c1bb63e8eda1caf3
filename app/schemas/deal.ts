/**
 * Deal fields on a lead (decision 027): estimated value, expected close date, won date, lost
 * reason. One place for their validation: the lead page's deal section, the pipeline board's
 * "Move to…" form, PUT /api/crm/leads/{id} and the model's rules all read this file.
 */
import { z } from "zod";
import { blankToUndefined, optionalText } from "./crm-fields";
import { LEAD_STATUSES, updateLeadSchema } from "./lead";

export const LOST_REASONS = [
  "price",
  "timing",
  "competitor",
  "no-budget",
  "no-response",
  "not-a-fit",
  "other",
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_TEXTS: Record<LostReason, string> = {
  price: "Price too high",
  timing: "Not the right time",
  competitor: "Chose another firm",
  "no-budget": "No budget",
  "no-response": "Stopped replying",
  "not-a-fit": "Not a fit for us",
  other: "Other",
};

export const lostReasonLabel = (value: string | null | undefined, other?: string | null) =>
  value
    ? value === "other" && other
      ? `Other: ${other}`
      : (LOST_REASON_TEXTS[value as LostReason] ?? value)
    : "Not recorded";

/** The timeline's names for the deal fields (the lead page's field label map spreads these in). */
export const DEAL_FIELD_TEXTS: Record<string, string> = {
  estimatedValue: "Estimated value (£)",
  expectedCloseDate: "Expected close date",
  wonDate: "Won date",
  lostReason: "Lost reason",
  lostReasonOther: "Lost reason (other)",
  lostAt: "Lost on",
};

/** The pipeline's stages in order; Closed Lost leaves the line rather than moving along it. */
export const PIPELINE_STAGES = ["new", "contacted", "qualified", "proposal", "closed-won"] as const;
/** 0 New … 4 Closed Won; Closed Lost is 0 (it does not move a lead further along). */
export const stageOf = (status: string) =>
  Math.max(0, (PIPELINE_STAGES as readonly string[]).indexOf(status));

export const MAX_ESTIMATED_VALUE = 1_000_000_000;
export const LOST_REASON_OTHER_MAX = 200;

export const DEAL_ERROR_TEXTS = {
  value: "Enter the value in whole pounds, for example 12000",
  date: "Enter a date, for example 2026-03-31",
  lostReason: "Choose why the lead was lost",
  lostReasonOther: "Say why the lead was lost",
  lostReasonOtherTooLong: `Keep the reason under ${LOST_REASON_OTHER_MAX} characters`,
  status: "Choose a column to move the lead to",
  wonDate: "A won lead keeps the date it was won: enter one",
} as const;

/** "£12,000", "12 000", "12000" → 12000; anything else is left to fail. */
const toWholePounds = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v !== "string") return v;
  const cleaned = v.trim().replace(/^£/, "").replace(/[,\s]/g, "");
  return /^\d+$/.test(cleaned) ? Number(cleaned) : v;
};

const estimatedValue = z.preprocess(
  toWholePounds,
  z
    .number({ error: DEAL_ERROR_TEXTS.value })
    .int(DEAL_ERROR_TEXTS.value)
    .min(0, DEAL_ERROR_TEXTS.value)
    .max(MAX_ESTIMATED_VALUE, DEAL_ERROR_TEXTS.value)
    .optional(),
);

/** A calendar date, YYYY-MM-DD, that exists. */
const calendarDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: DEAL_ERROR_TEXTS.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DEAL_ERROR_TEXTS.date)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, DEAL_ERROR_TEXTS.date)
    .optional(),
);

const lostReason = z.preprocess(
  blankToUndefined,
  z.enum(LOST_REASONS, { error: DEAL_ERROR_TEXTS.lostReason }).optional(),
);
const lostReasonOther = optionalText(
  LOST_REASON_OTHER_MAX,
  DEAL_ERROR_TEXTS.lostReasonOtherTooLong,
);

/** The fields, optional each (JSON updates send some of them). */
export const dealFields = {
  estimatedValue,
  expectedCloseDate: calendarDate,
  wonDate: calendarDate,
  lostReason,
  lostReasonOther,
};

/** "other" needs its words. */
function otherNeedsWords(
  value: { lostReason?: string; lostReasonOther?: string },
  ctx: z.RefinementCtx,
) {
  if (value.lostReason === "other" && !value.lostReasonOther)
    ctx.addIssue({
      code: "custom",
      path: ["lostReasonOther"],
      message: DEAL_ERROR_TEXTS.lostReasonOther,
    });
}

/**
 * The lead page's deal section (a plain form: every field is sent, an empty one is cleared).
 * Whether a lost reason is needed depends on the lead's status: the model checks that.
 */
export const dealFormSchema = z.object(dealFields).superRefine(otherNeedsWords);

/** The optional deal fields an update may empty. */
export const DEAL_FIELDS = [
  "estimatedValue",
  "expectedCloseDate",
  "wonDate",
  "lostReason",
  "lostReasonOther",
] as const;
export type DealField = (typeof DEAL_FIELDS)[number];

/** The board's "Move to…" (and the status control's): Closed Lost needs a reason. */
export const moveLeadSchema = z
  .object({
    status: z.preprocess(
      blankToUndefined,
      z.enum(LEAD_STATUSES, { error: DEAL_ERROR_TEXTS.status }),
    ),
    lostReason,
    lostReasonOther,
  })
  .superRefine((value, ctx) => {
    if (value.status !== "closed-lost") return;
    if (!value.lostReason)
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: DEAL_ERROR_TEXTS.lostReason });
    else otherNeedsWords(value, ctx);
  });
export type MoveLeadInput = z.output<typeof moveLeadSchema>;

/** PUT/PATCH /api/crm/leads/{id}: the lead's fields and the deal fields (the model checks the combination). */
export const updateLeadWithDealSchema = updateLeadSchema.extend(dealFields);

export type DealInput = z.output<typeof dealFormSchema>;
