/**
 * Markdown to HTML with markdown-it (CommonMark, plus GitHub-style tables and strikethrough), on
 * the server only: the browser receives the HTML and never loads a parser.
 *
 * Safety (DESIGN.md "Safety rules"):
 * - raw HTML in the source is not rendered: markdown-it's `html: false` escapes it as text;
 * - links and images keep only http(s), mailto and relative URLs; any other scheme (javascript:,
 *   data:, vbscript:, file:, …) makes the link plain text and the image its alt text;
 * - headings start at h2 (the page title is the only h1).
 */
import markdownIt, { type MarkdownIt } from "markdown-it";

/** Whether a link target may become an anchor or image: http(s), mailto, or relative. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"),
  // so they are removed before the scheme is read.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const normalised = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (normalised === "") return false;
  // An HTML character reference before the path ("jav&#x61;script:") is never legitimate here.
  if (/^[^/?]*&(#|[a-z]+;)/i.test(normalised)) return false;
  const scheme = /^([^/?#]*?):/.exec(normalised);
  if (!scheme) return true; // relative: /path, #anchor, ../x, page?q=1
  return ["http", "https", "mailto"].includes(scheme[1].toLowerCase());
}

let parser: MarkdownIt | undefined;

function markdown(): MarkdownIt {
  if (parser) return parser;
  const md = markdownIt("commonmark", { html: false, linkify: false, typographer: false });
  md.enable(["table", "strikethrough"]);
  // markdown-it's own check refuses javascript:, vbscript:, file: and most data: URLs; ours is
  // stricter (an allow-list). A refused link is left as its source text, like any non-link.
  md.validateLink = (url) => isSafeHref(url);
  // One h1 per page: a post's "# Heading" becomes an h2 (levels below shift with it, up to h6).
  md.core.ruler.push("demote_headings", (state) => {
    for (const token of state.tokens) {
      if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1")
        token.tag = "h2";
    }
  });
  parser = md;
  return md;
}

/** The post body as HTML: safe to insert into the page as it is. */
export function renderMarkdown(source: string): string {
  return markdown().render(source);
}

/** The plain text of a post (for word counts and descriptions). */
export function markdownToText(source: string): string {
  return renderMarkdown(source)
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
