/**
 * A picture uploaded from inside a compose form (the campaign pages): stored in the media library
 * like any upload, then its Markdown put into the body at the cursor when the page's script sent
 * one, before the form's text is read and saved. Nothing here saves the form: the page saves it
 * after (decision 084's save-first rule), or answers the typed text back when it cannot.
 */
import type { UploadedView } from "~/components/images/image-pages";
import { type ImageView, getImageById } from "~/models/images.server";
import { INSERT_AT_END, INSERT_AT_FIELD, IMAGE_UPLOAD_FIELDS } from "~/schemas/image";
import type { FieldErrors } from "~/utils/api.server";
import { parseId } from "~/utils/ids";
import { insertBlock } from "~/utils/markdown-insert";
import { hasFile, imageMarkdown, uploadFromForm } from "./image-upload.server";

export type InsertOutcome =
  | { status: "none" }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "saved"; image: ImageView; inserted: boolean };

function readInsertAt(value: FormDataEntryValue | null): number | "end" | null {
  if (value === INSERT_AT_END) return "end";
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}

/**
 * Takes the form's picture when it carries one (or when the person pressed Upload without one:
 * then the refusal says to choose a file), and writes its Markdown into `bodyField` at the cursor.
 */
export async function takeInsertUpload(
  form: FormData,
  actor: string,
  bodyField = "body",
): Promise<InsertOutcome> {
  const fields = IMAGE_UPLOAD_FIELDS.insert;
  if (!hasFile(form, fields.file) && form.get("intent") !== "upload") return { status: "none" };
  const outcome = await uploadFromForm(form, actor, fields);
  if (outcome.status === "invalid") return outcome;
  const at = readInsertAt(form.get(INSERT_AT_FIELD));
  if (at !== null)
    form.set(
      bodyField,
      insertBlock(String(form.get(bodyField) ?? ""), at, imageMarkdown(outcome.image)),
    );
  return { status: "saved", image: outcome.image, inserted: at !== null };
}

export function uploadedView(outcome: InsertOutcome): UploadedView | undefined {
  if (outcome.status !== "saved") return undefined;
  return { markdown: imageMarkdown(outcome.image), inserted: outcome.inserted };
}

/** The page to land on after a save: with the upload named, so that it shows the Markdown. */
export function withUploaded(path: string, outcome: InsertOutcome): string {
  if (outcome.status !== "saved") return path;
  const query = new URLSearchParams({ uploaded: String(outcome.image.id) });
  if (outcome.inserted) query.set("inserted", "1");
  return `${path}?${query.toString()}`;
}

/** The loader's side: the upload the address names (?uploaded=id&inserted=1), or null. */
export async function uploadedFromUrl(url: URL): Promise<UploadedView | null> {
  const id = parseId(url.searchParams.get("uploaded") ?? "");
  const image = id ? await getImageById(id) : null;
  if (!image) return null;
  return { markdown: imageMarkdown(image), inserted: url.searchParams.get("inserted") === "1" };
}
