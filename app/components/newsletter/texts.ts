/** Newsletter texts (SPEC.md sections 2, 5, 8) with no zod, so the page bundle stays small. */
import { withMinimum } from "./public-form";

export const NAME_MIN = 2;

export const NEWSLETTER_MESSAGES = {
  email: "Invalid email address",
  fullName: withMinimum("Please enter your full name", NAME_MIN),
} as const;

/** SPEC.md section 8's success description, and the line double opt-in adds after it. */
const MONTHLY_LINE = "You'll receive monthly insights, strategies, and case studies.";
const CONFIRM_LINE =
  "Please check your inbox and follow the link we sent to confirm your subscription.";

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
  successDescription: `${MONTHLY_LINE} ${CONFIRM_LINE}`,
  monthlyLine: MONTHLY_LINE,
  confirmLine: CONFIRM_LINE,
  failureTitle: "Subscription failed",
  failureFallback: "Please try again later.",
  /** The confirmation panel (in place of the form after success). */
  sentEmail: "Subscribed address",
  again: "Sign up another address",
} as const;
