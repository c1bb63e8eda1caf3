/**
 * The one way a page action reads its form: only the two content types an HTML form sends are
 * accepted (415 otherwise), and a body that cannot be parsed is a 400. Both are thrown as route
 * error responses, so the page's error boundary renders them with the message below.
 */
import { data } from "react-router";

export const FORM_TEXTS = {
  wrongContentType:
    "This address accepts web forms only (application/x-www-form-urlencoded or multipart/form-data).",
  unreadable: "The form could not be read. Please go back and send it again.",
} as const;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export function isFormContentType(contentType: string | null): boolean {
  return FORM_TYPES.has((contentType ?? "").split(";")[0].trim().toLowerCase());
}

export async function readFormData(request: Request): Promise<FormData> {
  if (!isFormContentType(request.headers.get("Content-Type"))) {
    throw data(FORM_TEXTS.wrongContentType, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data(FORM_TEXTS.unreadable, { status: 400 });
  }
}
