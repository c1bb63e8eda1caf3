/**
 * The contact enquiry (SPEC.md sections 3, 5 and 7): the page form's schema, the API payload's
 * schema, and the one mapping from the first to the second.
 */
import { z } from "zod";
import { CONTACT_TEXTS } from "~/components/contact/texts";
import { MAX, emailField, requiredText, tooLong } from "./form-fields";
import { text } from "./safe-text";

const MESSAGES = CONTACT_TEXTS.messages;

/** The message's minimum length (SPEC.md section 5; its message says it). */
const MESSAGE_MIN = 10;

/** The /contact form: name, email, practice/company, subject, message. */
export const contactFormSchema = z.object({
  name: requiredText({ message: MESSAGES.name, label: "Name", max: MAX.name }),
  email: emailField(MESSAGES.email),
  practice: requiredText({
    message: MESSAGES.practice,
    label: "Practice/Company",
    max: MAX.company,
  }),
  subject: requiredText({ message: MESSAGES.subject, label: "Subject", max: MAX.subject }),
  message: requiredText({
    message: MESSAGES.message,
    label: "Message",
    max: MAX.message,
    min: MESSAGE_MIN,
  }),
});

export type ContactFormInput = z.infer<typeof contactFormSchema>;

/** The payload's message carries the subject line: room for "Subject: " + subject + blank line + message. */
export const PAYLOAD_MESSAGE_MAX = "Subject: ".length + MAX.subject + 2 + MAX.message;

/** POST /api/contacts (SPEC.md section 7). */
export const contactPayloadSchema = z.object({
  firstName: requiredText({ message: MESSAGES.name, label: "First name", max: MAX.name }),
  lastName: text().trim().max(MAX.name, tooLong("Last name", MAX.name)).optional().default(""),
  email: emailField(MESSAGES.email),
  company: requiredText({
    message: MESSAGES.practice,
    label: "Practice/Company",
    max: MAX.company,
  }),
  message: requiredText({
    message: MESSAGES.message,
    label: "Message",
    max: PAYLOAD_MESSAGE_MAX,
    min: MESSAGE_MIN,
  }),
  source: text().trim().max(50, tooLong("Source", 50)).optional().default("website"),
  sector: text().trim().max(50, tooLong("Sector", 50)).optional().default("general"),
  newsletter: z.boolean().optional().default(false),
});

export type ContactPayload = z.infer<typeof contactPayloadSchema>;

/**
 * The page form → the API payload (SPEC.md section 7): firstName is the first word of the name,
 * lastName the remaining words (or empty), company the practice, and the message starts with
 * the subject line.
 */
export function contactPayloadFromForm(form: ContactFormInput): ContactPayload {
  const [firstName, ...rest] = form.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(" "),
    email: form.email,
    company: form.practice,
    message: `Subject: ${form.subject}\n\n${form.message}`,
    source: "website",
    sector: "general",
    newsletter: false,
  };
}
