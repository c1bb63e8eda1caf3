/**
 * POST /api/newsletter {fullName, email} → 201 with what the request did: a subscription pending
 * until the link mailed to the address is followed (double opt-in). The answer is the same for a
 * new, a pending and an already confirmed address, so it cannot tell who subscribes (decision 040).
 */
import type { Route } from "./+types/newsletter";
import { NEWSLETTER_TEXTS } from "~/components/newsletter/texts";
import { newsletterSchema } from "~/schemas/newsletter";
import { methodNotAllowed } from "~/utils/api.server";
import { normaliseEmail } from "~/utils/email";
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
      message: NEWSLETTER_TEXTS.confirmLine,
      subscription: {
        fullName: input.fullName,
        email: normaliseEmail(input.email),
        status: "pending",
        subscribed: false,
      },
    }),
  });
}
