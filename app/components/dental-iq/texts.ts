/**
 * The DentalIQ registration's words (SPEC.md sections 3, 5, 8): its options, its schema's
 * messages and its page's texts, with no zod, so the page bundle stays small. The schema
 * (app/schemas/dental-iq.ts) takes the option values and passes the options on to the mail and
 * the CRM. Stored option values: docs/decisions/004-dental-iq-pms-values.md.
 */
import { withMinimum } from "~/schemas/public-form";

/** Minimum lengths (SPEC.md section 5), quoted by the messages: short text fields, the challenge. */
export const TEXT_MIN = 2;
export const CHALLENGE_MIN = 10;

export const PMS_OPTIONS = [
  { value: "soe", label: "SOE Software of Excellence" },
  { value: "dentally", label: "Dentally / DSTT" },
  { value: "r4", label: "R4" },
  { value: "carestream", label: "Carestream Dental" },
  { value: "denticon", label: "Planet DDS (Denticon)" },
  { value: "cleardent", label: "ClearDent" },
  { value: "henry-schein-one", label: "Henry Schein One" },
  { value: "systmone", label: "TPP SystmOne" },
  { value: "other", label: "Other (specify in the challenge field)" },
  { value: "multiple", label: "Multiple Systems" },
] as const;

export const LOCATIONS_OPTIONS = [
  { value: "1", label: "1 location" },
  { value: "2-3", label: "2-3 locations" },
  { value: "4-6", label: "4-6 locations" },
  { value: "7-10", label: "7-10 locations" },
  { value: "11+", label: "11+ locations" },
] as const;

export const DISCOVERY_CALL_OPTIONS = [
  { value: "yes-within-week", label: "Yes, within the next week" },
  { value: "yes-within-month", label: "Yes, within the next month" },
  { value: "yes-flexible", label: "Yes, my schedule is flexible" },
  { value: "maybe", label: "Maybe, I'd like more information first" },
  { value: "prefer-email", label: "I'd prefer to communicate by email" },
] as const;

/** SPEC.md sections 2 and 8 texts. */
export const DENTAL_IQ_TEXTS = {
  formHeading: "Apply for DentalIQ Early Access",
  submit: "Submit Application",
  pending: "Submitting Application...",
  successTitle: "Application Submitted Successfully!",
  successDescription: "We'll be in touch within 24 hours to discuss your DentalIQ Early Access.",
  failureTitle: "Submission Failed",
  failureFallback: "Please check your details and try again.",
  confirmationHeading: "Welcome to DentalIQ Early Access!",
  nextStepsHeading: "What happens next",
  nextSteps: [
    {
      title: "Review within 24 hours",
      text: "We review your application and reply within 24 hours.",
    },
    {
      title: "Onboarding call with the founder",
      text: "A call with our founder to map your practice's data and goals.",
    },
    {
      title: "Start the transformation",
      text: "We connect your systems and begin recovering lost revenue.",
    },
  ],
  backHome: "Return to Home",
  /** The confirmation panel: what was sent, and a way to register another practice. */
  sentPractice: "Practice",
  sentEmail: "We will reply to",
  sentMarketing: "DentalIQ news and offers by email",
  sentMarketingYes: "Yes, you asked for them",
  sentMarketingNo: "No",
  again: "Register another practice",
  /** Under the optional news checkbox: what ticking it means, and how to stop. */
  marketingHint: "Every email has a link to stop them, and you can ask us to stop at any time.",
  /** Beside the button: what the application's details are used for (not a marketing consent). */
  applicationNotice:
    "We use these details to answer your application and to contact you by email or phone about DentalIQ early access.",
  /** The schema's messages, by field (SPEC.md section 5). */
  messages: {
    fullName: withMinimum("Full name is required", TEXT_MIN),
    practiceName: withMinimum("Practice/Company name is required", TEXT_MIN),
    jobTitle: withMinimum("Role/Job title is required", TEXT_MIN),
    email: "Valid email address is required",
    phone: "Enter a phone number of 10 to 15 digits, for example 0191 496 0123 or +44 191 496 0123",
    location: withMinimum("Location is required", TEXT_MIN),
    pms: "Please select your PMS",
    locations: "Please select number of locations",
    challenge: withMinimum("Please describe your biggest operational challenge", CHALLENGE_MIN),
    discoveryCall: "Please select if you'd be open to a discovery call",
  },
} as const;
