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
/** The resend limit the sign-up answer quotes (CONFIRM_RESEND_MS in the newsletter model). */
export const RESEND_MINUTES = 10;

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
  /** SPEC.md's success title, shown once the subscription is confirmed (decision 051). */
  welcomeTitle: "Welcome to Data Intelligence in Your Inbox!",
  /**
   * The sign-up's answer says one step is left, and words every case alike (new, pending or
   * already subscribed): the mail says which it is (decision 051).
   */
  successTitle: "Check your inbox to finish signing up",
  successDescription: `One step is left: open the email we have sent to this address and follow its link to confirm your subscription. Until you do, you will not receive the newsletter. If the address is already subscribed, the email says so and nothing changes. No email? Check your spam folder, or sign up again: we send it again, at most once every ${RESEND_MINUTES} minutes.`,
  monthlyLine: MONTHLY_LINE,
  confirmLine: CONFIRM_LINE,
  failureTitle: "Subscription failed",
  failureFallback: "Please try again later.",
  /** The confirmation panel (in place of the form after success). */
  sentEmail: "Email sent to",
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
  doneText: `${NEWSLETTER_TEXTS.welcomeTitle} ${NEWSLETTER_TEXTS.monthlyLine}`,
  /** A second visit to a used link (or a second press of its button). */
  subscribedHeading: "You are subscribed",
  subscribedText: `This link has already confirmed the subscription: there is nothing more to do. ${NEWSLETTER_TEXTS.monthlyLine}`,
  leftHeading: "This link has been used",
  leftText:
    "This link confirmed a subscription that has since been cancelled, so it cannot subscribe the address again. To receive the newsletter again, sign up again.",
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
  confirm: "Unsubscribe",
  /** A link whose address is no longer subscribed (a second visit, or a second press). */
  alreadyHeading: "You are unsubscribed",
  /** After the masked address, or after "This address" when the page does not know it. */
  thisAddress: "This address",
  alreadyAfter:
    " is not subscribed to the monthly newsletter: you will not receive it. You can subscribe again at any time.",
  subscribeAgain: "Subscribe again",
  doneHeading: "You have been unsubscribed",
  doneText:
    "You will not receive the monthly newsletter any more. You can subscribe again at any time.",
  invalidHeading: "This unsubscribe link is not valid",
  invalidText:
    "This unsubscribe link is not valid or has been mistyped. Please use the link in your most recent newsletter email, or contact us and we will unsubscribe you.",
  contactUs: "Contact us",
  returnHome: RETURN_HOME,
  subscribeAgainHref: "/newsletter",
};

/** The same screens for a DentalIQ news mail's link (docs/decisions/080). */
export const DENTALIQ_UNSUBSCRIBE_TEXTS: typeof NEWSLETTER_UNSUBSCRIBE_TEXTS = {
  ...NEWSLETTER_UNSUBSCRIBE_TEXTS,
  heading: "Unsubscribe from DentalIQ news",
  askBefore: "Stop DentalIQ news and offers for ",
  alreadyAfter:
    " does not receive DentalIQ news and offers. To receive them again, tick the box when you next register.",
  subscribeAgain: "DentalIQ",
  subscribeAgainHref: "/dental-iq",
  doneText:
    "You will not receive DentalIQ news and offers any more. Your registration itself is unchanged.",
};
