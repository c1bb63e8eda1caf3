/**
 * Reading an image upload from a form (the media library, the post and campaign pages, and
 * POST /api/crm/images): the file and its words checked, then the picture stored, every refusal a
 * field's message in words (never a 5xx).
 */
import { IMAGE_TEXTS } from "~/components/images/texts";
import { type ImageView, ImageRefused, saveImage } from "~/models/images.server";
import { IMAGE_UPLOAD_FIELDS, type ImageUploadFieldNames, imageWordsSchema } from "~/schemas/image";
import type { FieldErrors } from "~/utils/api.server";

export type ImageUploadOutcome =
  { status: "saved"; image: ImageView } | { status: "invalid"; errors: FieldErrors };

/** Whether the form carries a file at all (an upload field left empty sends a nameless one). */
export function hasFile(form: FormData, field = "file"): boolean {
  const file = form.get(field);
  return file instanceof File && (file.name !== "" || file.size > 0);
}

/** Reads `file`, `alt` and `decorative` (their names may be prefixed) and stores the picture. */
export async function uploadFromForm(
  form: FormData,
  actor: string,
  fields: ImageUploadFieldNames = IMAGE_UPLOAD_FIELDS.library,
): Promise<ImageUploadOutcome> {
  const errors: FieldErrors = {};
  const file = form.get(fields.file);
  const words = imageWordsSchema.safeParse({
    alt: form.get(fields.alt) ?? "",
    decorative: form.get(fields.decorative),
  });
  if (!words.success)
    for (const issue of words.error.issues) {
      const key = issue.path[0] === "alt" ? fields.alt : fields.decorative;
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
  if (!(file instanceof File) || (file.name === "" && file.size === 0))
    errors[fields.file] = [IMAGE_TEXTS.messages.fileMissing];
  if (Object.keys(errors).length > 0 || !words.success || !(file instanceof File))
    return { status: "invalid", errors };
  try {
    const image = await saveImage(
      {
        file: Buffer.from(await file.arrayBuffer()),
        fileName: file.name,
        alt: words.data.alt,
        decorative: words.data.decorative,
      },
      actor,
    );
    return { status: "saved", image };
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    return {
      status: "invalid",
      errors: { [fields.file]: [IMAGE_TEXTS.messages.refused[error.reason]] },
    };
  }
}

/** The Markdown that draws the image in a post or campaign body. */
export function imageMarkdown(image: Pick<ImageView, "alt" | "url">): string {
  return `![${image.alt.replace(/[[\]\\]/g, "\\$&")}](${image.url})`;
}

/** The API's view of an image. */
export function imageJson(image: ImageView) {
  return {
    id: image.id,
    url: image.url,
    width: image.width,
    height: image.height,
    alt: image.alt,
    decorative: image.decorative,
    markdown: imageMarkdown(image),
    variants: image.variants.map(({ url, width, height, type }) => ({ url, width, height, type })),
  };
}
