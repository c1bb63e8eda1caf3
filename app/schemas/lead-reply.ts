/** A reply written on a lead's page (POST /crm/leads/{id}/reply). */
import { z } from "zod";
import { REPLY_TEXTS, SAVED_REPLY_TEXTS } from "~/components/lead/texts";
import { text } from "./safe-text";

export const REPLY_MAX = { fromName: 100, subject: 200, body: 20_000 } as const;

const required = (empty: string, long: string, max: number) =>
  text({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(max, { error: long })
    // A header never carries a line break (a From name or a subject).
    .transform((value) => value.replace(/[\r\n]+/g, " "));

export const leadReplySchema = z.object({
  to: text({ error: REPLY_TEXTS.errors.to }).trim().min(1, { error: REPLY_TEXTS.errors.to }),
  fromName: required(
    REPLY_TEXTS.errors.fromName,
    REPLY_TEXTS.errors.fromNameLong,
    REPLY_MAX.fromName,
  ),
  subject: required(REPLY_TEXTS.errors.subject, REPLY_TEXTS.errors.subjectLong, REPLY_MAX.subject),
  body: text({ error: REPLY_TEXTS.errors.body })
    .trim()
    .min(1, { error: REPLY_TEXTS.errors.body })
    .max(REPLY_MAX.body, { error: REPLY_TEXTS.errors.bodyLong }),
  /** The enquiry it answers ("contact-12", "registration-3"): a reply started from the inbox. */
  enquiry: z
    .string()
    .regex(/^(contact|registration)-[1-9]\d{0,8}$/, { error: REPLY_TEXTS.errors.enquiry })
    .optional(),
});
export type LeadReply = z.output<typeof leadReplySchema>;

/**
 * POST /api/crm/leads/{id}/messages: {subject, body}; `to` (one of the lead's addresses, else its
 * first one mail may go to) and `fromName` (else the name the writer last used) may be given.
 */
export const apiReplySchema = leadReplySchema.partial({ to: true, fromName: true });

export const SAVED_REPLY_MAX = { title: 100, body: 5_000 } as const;

/** A saved reply's form (/crm/saved-replies): a title to pick it by, and its text. */
export const savedReplySchema = z.object({
  title: text({ error: SAVED_REPLY_TEXTS.errors.title })
    .trim()
    .min(1, { error: SAVED_REPLY_TEXTS.errors.title })
    .max(SAVED_REPLY_MAX.title, { error: SAVED_REPLY_TEXTS.errors.titleLong }),
  body: text({ error: SAVED_REPLY_TEXTS.errors.body })
    .trim()
    .min(1, { error: SAVED_REPLY_TEXTS.errors.body })
    .max(SAVED_REPLY_MAX.body, { error: SAVED_REPLY_TEXTS.errors.bodyLong }),
});
