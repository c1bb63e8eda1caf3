/** POST /api/dental-iq with the registration fields → 201 with the stored registration's summary. */
import type { Route } from "./+types/dental-iq";
import { DENTAL_IQ_TEXT, dentalIqSchema } from "~/schemas/dental-iq";
import { methodNotAllowed } from "~/utils/api.server";
import { handleFormApi } from "~/utils/forms-api.server";
import { submitDentalIq } from "~/utils/forms.server";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleFormApi(
    request,
    context.clientAddress,
    dentalIqSchema,
    submitDentalIq,
    (input, row) => ({
      message: DENTAL_IQ_TEXT.successTitle,
      registration: {
        ...(row ? { id: row.id, createdAt: row.createdAt.toISOString() } : {}),
        fullName: input.fullName,
        practiceName: input.practiceName,
        email: input.email,
      },
    }),
  );
}
