/**
 * GET /api/crm/people/export?email=…: the subject-access export, every record held on the person,
 * as a JSON download (subject-access-YYYY-MM-DD.json). Each export is recorded in the audit trail.
 */
import { exportPerson, subjectAccessFilename } from "~/models/people.server";
import { personEmailSchema } from "~/schemas/person";
import { fieldErrorsFromZod, methodNotAllowed, validationError } from "~/utils/api.server";
import { crmAction, crmLoader, refuseCrossSite } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.people.export";

export const loader = crmLoader<Route.LoaderArgs>(async ({ request, staff }) => {
  refuseCrossSite(request);
  const parsed = personEmailSchema.safeParse({
    email: new URL(request.url).searchParams.get("email") ?? "",
  });
  if (!parsed.success) return validationError(fieldErrorsFromZod(parsed.error.issues));
  const now = new Date();
  const body = await exportPerson(parsed.data.email, staff.email, "json", now);
  return new Response(JSON.stringify(body, null, 2), {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${subjectAccessFilename(now)}"`,
      "Cache-Control": "no-store",
    },
  });
});

export const action = crmAction<Route.ActionArgs>({ POST: async () => methodNotAllowed() });
