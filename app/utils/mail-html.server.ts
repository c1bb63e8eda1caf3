/**
 * A received message's HTML made safe to show inside a CRM page (decision 100), with
 * sanitize-html (an allow-list sanitiser on htmlparser2, the parser mailparser already uses): the
 * Markdown renderer's approach (markdown.server.ts: raw HTML escaped) cannot keep a mail's layout.
 *
 * - Only text-level and layout elements stay (paragraphs, lists, tables, quotes, links); script,
 *   style, forms, frames, objects and every `on*`, `style` and `class` attribute are dropped.
 * - No picture is loaded: an `<img>` (remote, `cid:` or `data:`) becomes its alt text, so the
 *   sender cannot learn when or where the mail was read (a mail client's privacy default).
 * - Links keep only http(s) and mailto targets and open nothing by themselves (rel noopener,
 *   noreferrer, nofollow).
 * - Quoted history (the outermost `<blockquote>`s) is folded by foldQuotedHtml
 *   (utils/mail-quotes.ts) when the page is drawn.
 */
import sanitizeHtml from "sanitize-html";
import { isSafeHref } from "./markdown.server";

export interface SafeMailHtml {
  html: string;
  /** How many pictures were left out (the page says why). */
  picturesHidden: number;
}

const ALLOWED_TAGS = [
  ...["p", "br", "div", "span", "hr", "pre", "code", "blockquote"],
  ...["b", "strong", "i", "em", "u", "s", "small", "sub", "sup", "mark"],
  ...["ul", "ol", "li", "dl", "dt", "dd", "a"],
  ...["table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption"],
  ...["h2", "h3", "h4", "h5", "h6"],
];

export function sanitiseMailHtml(html: string): SafeMailHtml {
  let picturesHidden = 0;
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "rel"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    // Their content goes too: a script's or a style sheet's text is not the message.
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "head", "template"],
    transformTags: {
      // The page has one h1: a mail's headings start at h2.
      h1: "h2",
      img: (_tag, attribs) => {
        picturesHidden++;
        const alt = (attribs.alt ?? "").trim();
        return { tagName: alt ? "span" : "", attribs: {}, text: alt ? `[${alt}]` : "" };
      },
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const keep = /^(https?:|mailto:)/i.test(href.trim()) && isSafeHref(href);
        const kept: Record<string, string> = keep
          ? { href, rel: "noopener noreferrer nofollow" }
          : {};
        return { tagName, attribs: kept };
      },
    },
  });
  return { html: clean.trim(), picturesHidden };
}
