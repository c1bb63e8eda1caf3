/** POST /api/dental-iq with the registration fields → 201 with the stored registration's summary. */
import type { Route } from "./+types/dental-iq";
import { DENTAL_IQ_TEXTS } from "~/components/dental-iq/texts";
import { dentalIqSchema } from "~/schemas/dental-iq";
import { methodNotAllowed } from "~/utils/api.server";
import { publicFormApi } from "~/server/public-form.server";
import { submitDentalIq } from "~/models/dental-registrations.server";

export function loader() {
  return methodNotAllowed();
}

export function action(args: Route.ActionArgs) {
  return publicFormApi(args, {
    schema: dentalIqSchema,
    submit: submitDentalIq,
    summary: (input, row) => ({
      message: DENTAL_IQ_TEXTS.successTitle,
      registration: {
        ...(row ? { id: row.id, createdAt: row.createdAt.toISOString() } : {}),
        fullName: input.fullName,
        practiceName: input.practiceName,
        email: input.email,
      },
    }),
  });
}
