/**
 * The newsletter's words (SPEC.md sections 2, 5, 8): the signup's texts and its schema's
 * messages, and the confirm and unsubscribe pages. Plain data with no zod, so the page bundle
 * stays small.
 */
import { withMinimum } from "~/schemas/public-form";

/** The name's minimum length (SPEC.md section 5), quoted by its message. */
export const NAME_MIN = 2;

/** SPEC.md section 8's success description, and the line double opt-in adds after it. */
const MONTHLY_LINE = "You'll receive monthly insights, strategies, and case studies.";
const CONFIRM_LINE =
  "Please check your inbox and follow the link we sent to confirm your subscription.";

/** SPEC.md section 8 texts (toasts), with and without JavaScript. */
export const NEWSLETTER_TEXTS = {
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
  /** The schema's messages, by field (SPEC.md section 5). */
  messages: {
    email: "Invalid email address",
    fullName: withMinimum("Please enter your full name", NAME_MIN),
  },
} as const;

/** Return links of the confirm and unsubscribe pages. */
const RETURN_HOME = "Return to Home";

/** /newsletter/confirm (double opt-in). */
export const NEWSLETTER_CONFIRM_TEXTS = {
  heading: "Confirm your subscription",
  /** Around the masked address: "Send {headline} to j•••@x.com once a month?" */
  askBefore: `Send ${NEWSLETTER_TEXTS.headline} to `,
  askAfter: " once a month?",
  confirm: "Confirm my subscription",
  doneHeading: "Your subscription is confirmed",
  doneText: `${NEWSLETTER_TEXTS.successTitle} ${NEWSLETTER_TEXTS.monthlyLine}`,
  invalidHeading: "This confirmation link is not valid",
  invalidText:
    "This link has been used already or has been mistyped. If you have not confirmed yet, sign up again and we will send a new link.",
  expiredHeading: "This confirmation link has expired",
  expiredText: "Confirmation links work for 7 days. Sign up again and we will send a new link.",
  signUpAgain: "Sign up again",
  returnHome: RETURN_HOME,
} as const;

/** /newsletter/unsubscribe. */
export const NEWSLETTER_UNSUBSCRIBE_TEXTS = {
  heading: "Unsubscribe from the newsletter",
  /** Around the masked address: "Stop the monthly newsletter for j•••@x.com?" */
  askBefore: "Stop the monthly newsletter for ",
  askAfter: "?",
  alreadyUnsubscribed: " This address is already unsubscribed.",
  confirm: "Unsubscribe",
  doneHeading: "You have been unsubscribed",
  doneText:
    "You will not receive the monthly newsletter any more. You can subscribe again at any time.",
  invalidHeading: "This unsubscribe link is not valid",
  invalidText:
    "This unsubscribe link is not valid or has been mistyped. Please use the link in your most recent newsletter email, or contact us and we will unsubscribe you.",
  contactUs: "Contact us",
  returnHome: RETURN_HOME,
} as const;
