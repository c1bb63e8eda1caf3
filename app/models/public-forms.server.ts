/**
 * The public forms' submission flow, one function per form, called by the page action and by
 * the API endpoint alike: (already validated input) → honeypot → rate limit → store → notify.
 *
 * - A filled honeypot looks like success to the sender and stores nothing.
 * - RATE_LIMIT_FORMS counts per form and client address.
 * - Success is only reported after the row is committed; the staff mail is sent afterwards and
 *   never fails the submission (the visitor waits at most MAIL_WAIT_MS for it).
 */
import type { ContactSubmission, DentalRegistration, NewsletterSubscription } from "@db/schema";
import { createContactSubmission } from "./contact-submissions.server";
import { createDentalRegistration } from "./dental-registrations.server";
import { subscribe } from "./newsletter.server";
import type { ContactPayload } from "~/schemas/contact";
import {
  DISCOVERY_CALL_OPTIONS,
  type DentalIqInput,
  LOCATIONS_OPTIONS,
  PMS_OPTIONS,
} from "~/schemas/dental-iq";
import type { NewsletterInput } from "~/schemas/newsletter";
import { log } from "~/utils/log.server";
import { crmUrl, detailLines, sendStaffMail, settleWithin } from "~/utils/mail.server";
import { type RateLimit, formRateLimit } from "~/models/rate-limit.server";

export const MAIL_WAIT_MS = 2_000;

export type FormName = "newsletter" | "contact" | "dental-iq";

export interface SubmitOptions {
  /** Whether the honeypot field was filled (spam). */
  honeypot: boolean;
  clientAddress: string;
  /** RATE_LIMIT_FORMS, per form and client address. */
  limit: RateLimit;
}

export type FlowOutcome<T> =
  | { status: "stored"; record: T; notified: Promise<boolean> }
  | { status: "spam" }
  | { status: "rate-limited"; retryAfter: number };

/** The page's message for a rate-limited post. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many submissions. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

async function runFlow<T>(
  form: FormName,
  options: SubmitOptions,
  store: () => Promise<T>,
  notify: (record: T) => Promise<boolean>,
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
  const notified = notify(record).catch((error) => {
    log.error(`${form}: notification failed (the submission is stored)`, error);
    return false;
  });
  await settleWithin(notified, MAIL_WAIT_MS);
  return { status: "stored", record, notified };
}

export function submitNewsletter(input: NewsletterInput, options: SubmitOptions) {
  return runFlow<NewsletterSubscription>(
    "newsletter",
    options,
    () => subscribe(input),
    async (row) => {
      // The unsubscribe token is a secret: it goes in mail to the subscriber, never in the log.
      log.info(`newsletter: subscription #${row.id} is active`);
      return true;
    },
  );
}

export function submitContact(payload: ContactPayload, options: SubmitOptions) {
  return runFlow<ContactSubmission>(
    "contact",
    options,
    () => createContactSubmission(payload),
    notifyContactSubmission,
  );
}

export function submitDentalIq(input: DentalIqInput, options: SubmitOptions) {
  return runFlow<DentalRegistration>(
    "dental-iq",
    options,
    () => createDentalRegistration(input),
    notifyDentalRegistration,
  );
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** The staff mail for a new contact enquiry; resolves true when the SMTP server accepted it. */
export function notifyContactSubmission(row: ContactSubmission): Promise<boolean> {
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ");
  return sendStaffMail({
    subject: `New contact enquiry from ${name} (${row.company})`,
    text: [
      "A new contact enquiry was submitted on the website.",
      "",
      detailLines([
        ["Name", name],
        ["Email", row.email],
        ["Practice/Company", row.company],
        ["Received", row.createdAt.toISOString()],
        ["Message", row.message],
      ]),
      "",
      `Open the CRM to convert it to a lead: ${crmUrl()}`,
    ].join("\n"),
  });
}

/** The staff mail for a new DentalIQ registration. */
export function notifyDentalRegistration(row: DentalRegistration): Promise<boolean> {
  return sendStaffMail({
    subject: `New DentalIQ early access registration from ${row.fullName} (${row.practiceName})`,
    text: [
      "A new DentalIQ early access registration was submitted on the website.",
      "",
      detailLines([
        ["Full name", row.fullName],
        ["Practice/Company", row.practiceName],
        ["Role/Job title", row.jobTitle],
        ["Email", row.email],
        ["Phone", row.phone],
        ["Location", row.location],
        ["Practice management system", labelOf(PMS_OPTIONS, row.pms)],
        ["Number of locations", labelOf(LOCATIONS_OPTIONS, row.locations)],
        ["Discovery call", labelOf(DISCOVERY_CALL_OPTIONS, row.discoveryCall)],
        ["Marketing opt-in", row.marketingOptIn ? "Yes" : "No"],
        ["Received", row.createdAt.toISOString()],
        ["Biggest operational challenge", row.challenge],
      ]),
      "",
      `Open the CRM to convert it to a lead: ${crmUrl()}`,
    ].join("\n"),
  });
}
