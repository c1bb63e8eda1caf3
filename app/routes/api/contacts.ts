/** POST /api/contacts with SPEC.md section 7's payload → 201 with the stored enquiry's summary. */
import type { Route } from "./+types/contacts";
import { CONTACT_TEXTS } from "~/components/contact/texts";
import { contactPayloadSchema } from "~/schemas/contact";
import { methodNotAllowed } from "~/utils/api.server";
import { publicFormApi } from "~/server/public-form.server";
import { submitContact } from "~/models/contact-submissions.server";

export function loader() {
  return methodNotAllowed();
}

export function action(args: Route.ActionArgs) {
  return publicFormApi(args, {
    schema: contactPayloadSchema,
    submit: submitContact,
    summary: (input, row) => ({
      message: CONTACT_TEXTS.successTitle,
      contact: {
        ...(row ? { id: row.id, createdAt: row.createdAt.toISOString() } : {}),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        company: input.company,
        source: input.source,
      },
    }),
  });
}
