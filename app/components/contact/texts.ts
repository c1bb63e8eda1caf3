/** Contact form texts (SPEC.md sections 5, 8) with no zod, so the page bundle stays small. */
export const CONTACT_MESSAGES = {
  name: "Name is required",
  email: "Invalid email address",
  practice: "Practice/Company is required",
  subject: "Subject is required",
  message: "Message must be at least 10 characters",
} as const;

export const MESSAGE_MIN = 10;

/** SPEC.md section 8 texts. */
export const CONTACT_TEXT = {
  submit: "Send Message",
  pending: "Sending...",
  successTitle: "Message sent successfully!",
  successDescription:
    "Thank you for reaching out. We'll contact you within 24 hours to discuss how data can transform your business.",
  failureTitle: "Failed to send message",
  failureFallback: "Please try again later.",
  /** The confirmation panel (in place of the form after success). */
  sentEmail: "We will reply to",
  sentSubject: "Subject",
  again: "Send another message",
} as const;
