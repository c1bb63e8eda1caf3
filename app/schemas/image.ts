/** An image upload's words: alt text, or marked decorative on purpose (one of the two). */
import { z } from "zod";
import { IMAGE_TEXTS } from "~/components/images/texts";
import { text } from "./safe-text";

const m = IMAGE_TEXTS.messages;
export const ALT_MAX = 300;

const checked = (value: unknown) => value === "on" || value === "true" || value === true;

export const imageWordsSchema = z
  .object({
    alt: text().trim().max(ALT_MAX, m.altTooLong).optional().default(""),
    decorative: z.unknown().transform(checked),
  })
  .superRefine((value, ctx) => {
    if (!value.decorative && value.alt === "")
      ctx.addIssue({ code: "custom", path: ["alt"], message: m.altMissing });
  });

export type ImageWords = z.infer<typeof imageWordsSchema>;

/** The names of an upload's three fields, one set for each form that carries an upload. */
export interface ImageUploadFieldNames {
  file: string;
  alt: string;
  decorative: string;
}

export const IMAGE_UPLOAD_FIELDS = {
  /** The media library's own form and POST /api/crm/images. */
  library: { file: "file", alt: "alt", decorative: "decorative" },
  /** A post's cover image, inside the post's form. */
  cover: { file: "coverFile", alt: "coverAlt", decorative: "coverDecorative" },
  /** A picture for a campaign's body, inside the campaign's form. */
  insert: { file: "imageFile", alt: "imageAlt", decorative: "imageDecorative" },
} as const satisfies Record<string, ImageUploadFieldNames>;

/**
 * Where the uploaded picture's Markdown goes in the body (the campaign form's `insertAt`): a
 * character offset (the cursor, written by the page's script), or `end`. Without JavaScript the
 * field is absent: the page gives the Markdown to paste instead.
 */
export const INSERT_AT_FIELD = "insertAt";
export const INSERT_AT_END = "end";
