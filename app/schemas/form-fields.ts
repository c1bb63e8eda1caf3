/**
 * Building blocks for the public forms' schemas (newsletter, contact, DentalIQ): every text
 * field is trimmed, has a maximum length with a clear message, and keeps Unicode as typed.
 *
 * Conform turns an empty field into `undefined`, so each field sets its "missing" message as
 * the type error too: an empty form field and an empty JSON string get the same SPEC message.
 */
import { z } from "zod";
import { FORM_TEXTS } from "~/components/forms/texts";
import { text } from "./safe-text";

/** Maximum lengths (characters) of the public forms' fields. */
export const MAX = {
  name: 100,
  email: 254,
  company: 200,
  subject: 200,
  message: 5_000,
  challenge: 5_000,
  location: 100,
  phone: 40,
  jobTitle: 100,
} as const;

export const tooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString("en-GB")} characters`;

/** A required text field: trimmed, at least `min` characters (else `message`), at most `max`. */
export function requiredText({
  message,
  label,
  max,
  min = 1,
}: {
  message: string;
  label: string;
  max: number;
  min?: number;
}) {
  return text({ error: message }).trim().min(min, message).max(max, tooLong(label, max));
}

/** An optional text field: trimmed; empty becomes undefined. */
export function optionalText({ label, max }: { label: string; max: number }) {
  return text()
    .trim()
    .max(max, tooLong(label, max))
    .optional()
    .transform((value) => (value ? value : undefined));
}

/**
 * A valid email address of at most 254 characters: an empty one is asked for
 * (FORM_TEXTS.emailMissing), one that is not an address gets the form's `invalid` message.
 */
export function emailField(invalid: string) {
  const missing = FORM_TEXTS.emailMissing;
  return text({ error: missing })
    .trim()
    .min(1, missing)
    .max(MAX.email, tooLong("Email", MAX.email))
    .pipe(z.email(invalid));
}
