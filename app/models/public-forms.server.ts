/**
 * The public forms' submission flow, shared by the three forms: (already validated input) →
 * honeypot → rate limit → store. Each form's model wraps its store in it (`submitNewsletter` in
 * newsletter.server.ts, `submitContact`, `submitDentalIq`), for the page action and the API alike.
 *
 * - A filled honeypot looks like success to the sender and stores nothing.
 * - RATE_LIMIT_FORMS counts per form and client address.
 * - Success is only reported after the row is committed; the staff notification is queued in
 *   the outbox in the same transaction (models/mail.server.ts), so it is delivered, with
 *   retries, whether or not the mail server is up at that moment.
 */
import { log } from "~/utils/log.server";
import { type RateLimit, formRateLimit } from "~/models/rate-limit.server";
import type { LeadAttribution } from "~/schemas/lead-attribution";

export type FormName = "newsletter" | "contact" | "dental-iq";

export interface SubmitOptions {
  /** Whether the honeypot field was filled (spam). */
  honeypot: boolean;
  clientAddress: string;
  /** RATE_LIMIT_FORMS, per form and client address. */
  limit: RateLimit;
  /** Where the sender came from, when the page told (app/models/lead-source-rules.server.ts). */
  attribution?: LeadAttribution | null;
}

export type FlowOutcome<T> =
  | { status: "stored"; record: T }
  | { status: "spam" }
  | { status: "rate-limited"; retryAfter: number };

/** The page's message for a rate-limited post. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many submissions. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export async function runFormFlow<T>(
  form: FormName,
  options: SubmitOptions,
  store: () => Promise<T>,
): Promise<FlowOutcome<T>> {
  if (options.honeypot) {
    log.info(`${form}: honeypot filled, submission discarded (nothing stored)`);
    return { status: "spam" };
  }
  const limit = await formRateLimit(form, options.clientAddress, options.limit);
  if (!limit.ok) {
    log.warn(`${form}: rate limit reached for a client address`);
    return { status: "rate-limited", retryAfter: limit.retryAfter };
  }
  const record = await store();
  return { status: "stored", record };
}
