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
