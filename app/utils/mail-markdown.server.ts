/**
 * A Markdown body as a mail carries it (campaigns, and any mail with a Markdown part): the site's
 * renderer, then every image and link made absolute under the site's public address (a mail
 * client has no page to resolve "/images/…" against), and every image held to the mail's column
 * (a width attribute no wider than it for clients that ignore CSS, max-width:100% for the rest).
 * The plain-text part is the same body read as prose: no Markdown marks; an image is its alt text
 * (or nothing, when decorative); a link is its words with the address after them.
 */
import { escapeHtml } from "./mail-render";
import { renderMarkdown } from "./markdown.server";

/** The mail's column: 600 px less its 24 px padding each side (utils/mail-render.ts). */
export const MAIL_CONTENT_WIDTH = 552;

const absolute = (url: string, origin: string) =>
  url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url;

const decode = (value: string) =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The width a library image's address names (/images/{hash}-{width}.{ext}); else undefined. */
function namedWidth(url: string): number | undefined {
  const match = /\/images\/[0-9a-f]{20}-([0-9]+)\.(?:webp|jpg|png)$/.exec(url);
  return match ? Number(match[1]) : undefined;
}

const IMG = /<img src="([^"]*)" alt="([^"]*)"(?: title="([^"]*)")?\s*\/?>/g;
const HREF = /<a href="([^"]*)"/g;

export function renderMailMarkdown(source: string, origin: string): string {
  return renderMarkdown(source)
    .replace(IMG, (_, src: string, alt: string, title: string | undefined) => {
      const url = absolute(decode(src), origin);
      const width = Math.min(namedWidth(url) ?? MAIL_CONTENT_WIDTH, MAIL_CONTENT_WIDTH);
      return (
        `<img src="${escapeHtml(url)}" alt="${alt}"${title ? ` title="${title}"` : ""} width="${width}"` +
        ` style="display:block;width:100%;max-width:${width}px;height:auto;border:0">`
      );
    })
    .replace(HREF, (_, href: string) => `<a href="${escapeHtml(absolute(decode(href), origin))}"`);
}

/** The body as plain prose for the text part. */
export function mailMarkdownText(source: string, origin: string): string {
  const html = renderMarkdown(source);
  const text = html
    .replace(IMG, (_, _src: string, alt: string) => alt)
    .replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, words: string) => {
      const url = absolute(decode(href), origin);
      const plain = words.replace(/<[^>]+>/g, "");
      return decode(plain) === url ? plain : `${plain} (${escapeHtml(url)})`;
    })
    .replace(/<li>\s*/g, "- ")
    .replace(/<hr\s*\/?>/g, "\n")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<\/(p|h[1-6]|ul|ol|blockquote|pre|table|tr)>/g, "\n")
    .replace(/<\/t[dh]>/g, "  ")
    .replace(/<[^>]+>/g, "");
  return decode(text)
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
