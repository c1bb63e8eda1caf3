/**
 * The contact form's words (SPEC.md sections 5 and 8): its schema's messages and its page's
 * texts. Plain data with no zod, so the page bundle stays small.
 */
export const CONTACT_TEXTS = {
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
  /** The schema's messages, by field (SPEC.md section 5). */
  messages: {
    name: "Name is required",
    email: "Invalid email address",
    practice: "Practice/Company is required",
    subject: "Subject is required",
    message: "Message must be at least 10 characters",
  },
} as const;
