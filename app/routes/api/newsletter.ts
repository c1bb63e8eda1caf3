/** POST /api/newsletter {fullName, email} → 201. The answer is the same for a new and a known address. */
import type { Route } from "./+types/newsletter";
import { newsletterSchema, NEWSLETTER_TEXT } from "~/schemas/newsletter";
import { methodNotAllowed } from "~/utils/api.server";
import { handleFormApi } from "~/utils/forms-api.server";
import { submitNewsletter } from "~/utils/forms.server";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleFormApi(
    request,
    context.clientAddress,
    newsletterSchema,
    submitNewsletter,
    (input) => ({
      message: NEWSLETTER_TEXT.successTitle,
      subscription: {
        fullName: input.fullName,
        email: input.email.toLowerCase(),
        subscribed: true,
      },
    }),
  );
}
