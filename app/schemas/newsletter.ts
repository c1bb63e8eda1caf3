/** The newsletter signup (SPEC.md sections 3 and 5), shared by the page form, its action and POST /api/newsletter. */
import { z } from "zod";
import { MAX, emailField, requiredText } from "./form-fields";

export const NEWSLETTER_MESSAGES = {
  email: "Invalid email address",
  fullName: "Please enter your full name",
} as const;

export const newsletterSchema = z.object({
  fullName: requiredText({ message: NEWSLETTER_MESSAGES.fullName, label: "Full name", max: MAX.name, min: 2 }),
  email: emailField(NEWSLETTER_MESSAGES.email),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** SPEC.md section 8 texts (toasts), with and without JavaScript. */
export const NEWSLETTER_TEXT = {
  headline: "Data Intelligence in Your Inbox",
  badge: "Monthly Newsletter",
  benefits: [
    "Data governance and compliance updates",
    "Case studies from multi-location businesses",
    "AI readiness for multi-location businesses",
  ],
  submit: "Get Monthly Insights",
  pending: "Subscribing...",
  note: "No spam, unsubscribe at any time",
  successTitle: "Welcome to Data Intelligence in Your Inbox!",
  successDescription: "You'll receive monthly insights, strategies, and case studies.",
  failureTitle: "Subscription failed",
  failureFallback: "Please try again later.",
} as const;
