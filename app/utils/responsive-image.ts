/** What a page needs to draw a library image without layout shift (decision 086). */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  /** The WebP widths, for a <source type="image/webp">. */
  webpSrcSet: string;
  /** The fallback widths, for the <img>. */
  srcSet: string;
}

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The column a post body's images fill: the full width on a phone, at most 48 rem beside. */
export const BODY_IMAGE_SIZES = "(max-width: 48rem) 100vw, 48rem";

/**
 * Rendered Markdown with each library image given its widths, size and lazy loading (the Markdown
 * renderer writes `<img src="…" alt="…">`; other images are left as they are).
 */
export function withResponsiveImages(html: string, images: Map<string, ResponsiveImage>): string {
  return html.replace(
    /<img src="([^"]*)" alt="([^"]*)"((?: title="[^"]*")?)\s*\/?>/g,
    (whole, src: string, alt: string, title: string) => {
      const image = images.get(src.replace(/&amp;/g, "&"));
      if (!image) return whole;
      return (
        `<picture><source type="image/webp" srcset="${attr(image.webpSrcSet)}" sizes="${BODY_IMAGE_SIZES}">` +
        `<img src="${attr(image.src)}" srcset="${attr(image.srcSet)}" sizes="${BODY_IMAGE_SIZES}"` +
        ` width="${image.width}" height="${image.height}" alt="${alt}"${title} loading="lazy" decoding="async"></picture>`
      );
    },
  );
}

/** The addresses of the images in rendered Markdown. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img src="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}
