/**
 * GET /api/crm/images → {"images": […]}, newest first.
 * POST /api/crm/images (multipart: `file`, `alt`, `decorative`) → 201 {"image": {"url", "width",
 * "height", "alt", "variants": […]}}; 400 {"message", "errors"} for a missing or refused file or
 * missing alt text; 415 for a body that is not a form. Any staff member (the session or token is
 * checked by the group's middleware).
 */
import { listImages } from "~/models/images.server";
import { imageJson, uploadFromForm } from "~/server/image-upload.server";
import { signedInStaff } from "~/server/auth.server";
import { apiError, apiJson, methodNotAllowed, validationError } from "~/utils/api.server";
import type { Route } from "./+types/crm.images";

export async function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  if (request.method !== "POST") return methodNotAllowed();
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    return Response.json(
      { message: "Send the image as multipart/form-data with the fields file and alt." },
      { status: 415 },
    );
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return apiError(400, "The form could not be read.");
  }
  const outcome = await uploadFromForm(form, staff.email);
  if (outcome.status === "invalid") return validationError(outcome.errors);
  return apiJson({ image: imageJson(outcome.image) }, 201);
}

/** GET: the library, newest first. */
export async function loader() {
  return apiJson({ images: (await listImages()).map(imageJson) });
}
