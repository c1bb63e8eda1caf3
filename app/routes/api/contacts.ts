/** POST /api/contacts with SPEC.md section 7's payload → 201 with the stored enquiry's summary. */
import type { Route } from "./+types/contacts";
import { CONTACT_TEXT, contactPayloadSchema } from "~/schemas/contact";
import { methodNotAllowed } from "~/utils/api.server";
import { handleFormApi } from "~/utils/forms-api.server";
import { submitContact } from "~/utils/forms.server";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleFormApi(
    request,
    context.clientAddress,
    contactPayloadSchema,
    submitContact,
    (input, row) => ({
      message: CONTACT_TEXT.successTitle,
      contact: {
        ...(row ? { id: row.id, createdAt: row.createdAt.toISOString() } : {}),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        company: input.company,
        source: input.source,
      },
    }),
  );
}
