/** The newsletter signup (SPEC.md sections 3 and 5), shared by the page form, its action and POST /api/newsletter. */
import { z } from "zod";
import { NAME_MIN, NEWSLETTER_TEXTS } from "~/components/newsletter/texts";
// The signup's words, for the mail (models do not import components).
export { NEWSLETTER_TEXTS } from "~/components/newsletter/texts";
import { MAX, emailField, requiredText } from "./form-fields";

export const newsletterSchema = z.object({
  fullName: requiredText({
    message: NEWSLETTER_TEXTS.messages.fullName,
    label: "Full name",
    max: MAX.name,
    min: NAME_MIN,
  }),
  email: emailField(NEWSLETTER_TEXTS.messages.email),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
