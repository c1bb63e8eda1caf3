/** The media library pages' view of an image: its thumbnail, words, size, uses and Markdown. */
import type { LibraryImage } from "~/components/images/image-pages";
import { type ImageView, imageUses } from "~/models/images.server";
import { imageMarkdown } from "./image-upload.server";

export async function libraryImage(image: ImageView): Promise<LibraryImage> {
  const thumb = image.variants.find((v) => v.format === "webp") ?? image.variants[0] ?? image;
  return {
    id: image.id,
    url: image.url,
    thumb: { url: thumb.url, width: thumb.width, height: thumb.height },
    width: image.width,
    height: image.height,
    alt: image.alt,
    decorative: image.decorative,
    fileName: image.fileName,
    bytes: image.bytes,
    markdown: imageMarkdown(image),
    uses: await imageUses(image.hash),
  };
}
