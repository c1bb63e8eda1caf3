/** POST /api/newsletter {fullName, email} → 201. The answer is the same for a new and a known address. */
import type { Route } from "./+types/newsletter";
import { newsletterSchema, NEWSLETTER_TEXT } from "~/schemas/newsletter";
import { methodNotAllowed } from "~/utils/api.server";
import { publicFormApi } from "~/server/public-form.server";
import { submitNewsletter } from "~/models/newsletter.server";

export function loader() {
  return methodNotAllowed();
}

export function action(args: Route.ActionArgs) {
  return publicFormApi(args, {
    schema: newsletterSchema,
    submit: submitNewsletter,
    summary: (input) => ({
      message: NEWSLETTER_TEXT.successTitle,
      subscription: {
        fullName: input.fullName,
        email: input.email.toLowerCase(),
        subscribed: true,
      },
    }),
  });
}
