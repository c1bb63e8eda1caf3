/** The newsletter signup (SPEC.md sections 3 and 5), shared by the page form, its action and POST /api/newsletter. */
import { z } from "zod";
import { NAME_MIN, NEWSLETTER_MESSAGES } from "./newsletter-texts";
export { NEWSLETTER_MESSAGES, NEWSLETTER_TEXT } from "./newsletter-texts";
import { MAX, emailField, requiredText } from "./form-fields";

export const newsletterSchema = z.object({
  fullName: requiredText({
    message: NEWSLETTER_MESSAGES.fullName,
    label: "Full name",
    max: MAX.name,
    min: NAME_MIN,
  }),
  email: emailField(NEWSLETTER_MESSAGES.email),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
