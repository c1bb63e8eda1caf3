/** Add Lead (dialog, page, POST /api/crm/leads) and lead updates (status control, PUT /api/crm/leads/{id}). */
import { z } from "zod";
import { blankToUndefined, optionalText } from "./crm-fields";
import { text } from "./safe-text";

export const LEAD_STATUSES = [
  "new",
  "contacted",
  "qualified",
  "proposal",
  "closed-won",
  "closed-lost",
] as const;
export const LEAD_INDUSTRIES = [
  "dental",
  "healthcare",
  "hospitality",
  "veterinary",
  "financial",
  "other",
] as const;
/** "dental-intelligence" is what DentalIQ conversions use (SPEC.md section 3). */
export const LEAD_SOURCES = [
  "website",
  "referral",
  "social",
  "email",
  "phone",
  "event",
  "dental-intelligence",
] as const;

/** The leads table's sort orders (in the URL as ?sort=). */
export const LEAD_SORTS = ["created", "score", "name", "follow-up"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadIndustry = (typeof LEAD_INDUSTRIES)[number];
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Codes whose label is a name, not the code's words: the product is DentalIQ (decision 050). */
const NAMED_CODES: Record<string, string> = { "dental-intelligence": "DentalIQ" };

/** "closed-won" → "Closed Won" (SPEC.md: the hyphen is shown as a space). */
export function labelOf(value: string): string {
  if (Object.hasOwn(NAMED_CODES, value)) return NAMED_CODES[value];
  return value
    .split("-")
    .map((word) => (word.length ? word[0].toUpperCase() + word.slice(1) : word))
    .join(" ");
}

export const LEAD_MAX = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 200,
  jobTitle: 150,
  notes: 5000,
} as const;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? undefined)),
    text({ error: required }).min(1, required).max(max, tooLong),
  );

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

export const leadStatusSchema = z.enum(LEAD_STATUSES, { error: "Please choose a valid status" });

const leadFields = {
  firstName: requiredText(LEAD_MAX.firstName, "First name is required", "First name is too long"),
  lastName: requiredText(LEAD_MAX.lastName, "Last name is required", "Last name is too long"),
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? undefined)),
    text({ error: "Valid email address is required" }).pipe(
      z
        .email({ error: "Valid email address is required" })
        .max(LEAD_MAX.email, "Email address is too long"),
    ),
  ),
  phone: optionalText(LEAD_MAX.phone, "Phone number is too long"),
  company: optionalText(LEAD_MAX.company, "Company is too long"),
  jobTitle: optionalText(LEAD_MAX.jobTitle, "Job title is too long"),
  industry: optionalEnum(LEAD_INDUSTRIES, "Please choose an industry from the list"),
  source: optionalEnum(LEAD_SOURCES, "Please choose a source from the list"),
  notes: optionalText(LEAD_MAX.notes, "Notes are too long"),
};

/** Add Lead: firstName, lastName and email required; the rest optional (SPEC.md section 5). */
export const createLeadSchema = z.object({
  ...leadFields,
  status: z.preprocess(blankToUndefined, leadStatusSchema.optional()),
});

/** An update may change any field, including status (any status at any time). */
export const updateLeadSchema = z.object({
  firstName: leadFields.firstName.optional(),
  lastName: leadFields.lastName.optional(),
  email: leadFields.email.optional(),
  phone: leadFields.phone,
  company: leadFields.company,
  jobTitle: leadFields.jobTitle,
  industry: leadFields.industry,
  source: leadFields.source,
  notes: leadFields.notes,
  status: leadStatusSchema.optional(),
});

/** The status control on each lead card. */
export const leadStatusFormSchema = z.object({ status: leadStatusSchema });

export type CreateLeadInput = z.output<typeof createLeadSchema>;
export type UpdateLeadInput = z.output<typeof updateLeadSchema>;
