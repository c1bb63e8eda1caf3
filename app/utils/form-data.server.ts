/**
 * The one way a page action reads its form: only the two content types an HTML form sends are
 * accepted (415 otherwise), and a body that cannot be parsed is a 400. Both are thrown as route
 * error responses, so the page's error boundary renders them with the message below. Line breaks
 * in the fields arrive as CRLF (how HTML encodes a form) and are read as LF, what a textarea's
 * value holds: text is stored one way whether the form was posted with JavaScript or without,
 * and a form drawn again from it reads as unchanged (components/forms/unsaved-changes.ts).
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
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(FORM_TEXTS.unreadable, { status: 400 });
  }
  return withLineFeeds(form);
}

/** The same fields with each text's CRLF and lone CR as LF; files as they came. */
export function withLineFeeds(form: FormData): FormData {
  const read = new FormData();
  for (const [name, value] of form) {
    if (typeof value === "string") read.append(name, value.replace(/\r\n?/g, "\n"));
    else read.append(name, value);
  }
  return read;
}
