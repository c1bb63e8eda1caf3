/**
 * The blog's "simple markdown-like" text (SPEC.md Blog) rendered to React elements:
 * headings (## and ###), bold, italic, unordered and ordered lists, links and paragraphs.
 *
 * Safety (DESIGN.md "Safety rules"): the output is React elements, never an HTML string, so
 * any raw HTML in the source (`<script>`, `<img onerror>`, …) is just text that React escapes.
 * Links are kept only for http(s), mailto and relative URLs; any other scheme (javascript:,
 * data:, vbscript:, …) is rendered as its label text, without an anchor.
 *
 * Pure and dependency-free: the blog post page calls it on the server (and again when the
 * browser hydrates the same data).
 */
import { type ReactNode, createElement } from "react";

/** The parsed document: a small AST that the tests can inspect without rendering. */
export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 2 | 3; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const UNORDERED_ITEM = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED_ITEM = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const CONTINUATION = /^\s{2,}\S/;

/** Whether a link target may become an anchor: http(s), mailto, or relative. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"),
  // so they are removed before the scheme is read.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const normalised = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (normalised === "") return false;
  // An HTML character reference before the path ("jav&#x61;script:") is never legitimate here.
  if (/^[^/?]*&(#|[a-z]+;)/i.test(normalised)) return false;
  const scheme = /^([^/?#]*?):/.exec(normalised);
  if (!scheme) return true; // relative: /path, #anchor, ../x, page?q=1
  return ["http", "https", "mailto"].includes(scheme[1].toLowerCase());
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      blocks.push({
        type: "list",
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item)),
      });
    list = null;
  };

  for (const line of lines) {
    if (line.trim() === "") {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      // The page title is the only h1, so "#" and "##" both become h2; deeper levels h3.
      blocks.push({
        type: "heading",
        level: heading[1].length <= 2 ? 2 : 3,
        children: parseInline(heading[2]),
      });
      continue;
    }
    const unordered = UNORDERED_ITEM.exec(line);
    const ordered = unordered ? null : ORDERED_ITEM.exec(line);
    if (unordered || ordered) {
      flushParagraph();
      const isOrdered = Boolean(ordered);
      if (list && list.ordered !== isOrdered) flushList();
      list ??= { ordered: isOrdered, items: [] };
      list.items.push(((unordered ?? ordered) as RegExpExecArray)[1]);
      continue;
    }
    if (list && CONTINUATION.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Bold (**x** or __x__), italic (*x* or _x_), links [label](url), backslash escapes. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const pushText = () => {
    if (buffer) out.push({ type: "text", text: buffer });
    buffer = "";
  };

  let i = 0;
  while (i < text.length) {
    const ch = text[i];

    if (ch === "\\" && i + 1 < text.length && /[\\*_[\]()#`!-]/.test(text[i + 1])) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }

    if (ch === "[") {
      const link = readLink(text, i);
      if (link) {
        pushText();
        const children = parseInline(link.label);
        if (isSafeHref(link.href)) out.push({ type: "link", href: link.href.trim(), children });
        else out.push(...children); // unsafe scheme: the label stays, as text
        i = link.end;
        continue;
      }
    }

    if ((ch === "*" || ch === "_") && text[i + 1] === ch) {
      const close = findStrongClose(text, i + 2, ch);
      if (close > i + 2) {
        pushText();
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, close)) });
        i = close + 2;
        continue;
      }
    }

    if ((ch === "*" || ch === "_") && text[i + 1] !== ch && !/\s/.test(text[i + 1] ?? " ")) {
      // "_" only opens at a word boundary, so snake_case names stay as they are.
      const opens = ch === "*" || i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]);
      const close = opens ? findEmClose(text, i + 1, ch) : -1;
      if (close > i + 1) {
        pushText();
        out.push({ type: "em", children: parseInline(text.slice(i + 1, close)) });
        i = close + 1;
        continue;
      }
    }

    buffer += ch;
    i += 1;
  }
  pushText();
  return out;
}

function readLink(
  text: string,
  start: number,
): { label: string; href: string; end: number } | null {
  let depth = 0;
  let labelEnd = -1;
  for (let k = start; k < text.length; k++) {
    if (text[k] === "\\") {
      k++;
      continue;
    }
    if (text[k] === "[") depth++;
    if (text[k] === "]" && --depth === 0) {
      labelEnd = k;
      break;
    }
  }
  if (labelEnd < 0 || text[labelEnd + 1] !== "(") return null;
  // Balanced parentheses may appear inside the URL (Wikipedia-style links).
  let hrefEnd = -1;
  let parens = 0;
  for (let k = labelEnd + 2; k < text.length; k++) {
    if (text[k] === "(") parens++;
    else if (text[k] === ")" && parens-- === 0) {
      hrefEnd = k;
      break;
    }
  }
  if (hrefEnd < 0) return null;
  const href = text.slice(labelEnd + 2, hrefEnd);
  if (/\s/.test(href.trim())) return null; // titles and spaces are not part of the subset
  return { label: text.slice(start + 1, labelEnd), href, end: hrefEnd + 1 };
}

function findStrongClose(text: string, from: number, ch: string): number {
  let close = text.indexOf(ch + ch, from);
  if (close < 0) return -1;
  // "***x***": the inner "*" belongs to the italic, so the closing "**" is the last two.
  while (text[close + 2] === ch) close++;
  return close;
}

function findEmClose(text: string, from: number, ch: string): number {
  for (let k = from; k < text.length; k++) {
    if (text[k] === "\\") {
      k++;
      continue;
    }
    if (text[k] !== ch) continue;
    if (text[k + 1] === ch) {
      // A nested strong run: skip to its end.
      const strongClose = findStrongClose(text, k + 2, ch);
      if (strongClose < 0) return -1;
      k = strongClose + 1;
      continue;
    }
    if (/\s/.test(text[k - 1])) continue; // "* " does not close
    return k;
  }
  return -1;
}

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "strong":
        return createElement("strong", { key: index }, ...renderInline(node.children));
      case "em":
        return createElement("em", { key: index }, ...renderInline(node.children));
      case "link":
        return createElement("a", { key: index, href: node.href }, ...renderInline(node.children));
    }
  });
}

/** React elements for the post body; text is escaped by React, never injected as HTML. */
export function renderMarkdown(source: string): ReactNode[] {
  return parseMarkdown(source).map((block, index) => {
    switch (block.type) {
      case "heading":
        return createElement(
          block.level === 2 ? "h2" : "h3",
          { key: index },
          ...renderInline(block.children),
        );
      case "paragraph":
        return createElement("p", { key: index }, ...renderInline(block.children));
      case "list":
        return createElement(
          block.ordered ? "ol" : "ul",
          { key: index },
          block.items.map((item, itemIndex) =>
            createElement("li", { key: itemIndex }, ...renderInline(item)),
          ),
        );
    }
  });
}

/** The plain text of the source (for descriptions and word counts). */
export function markdownToText(source: string): string {
  const text = (nodes: Inline[]): string =>
    nodes.map((node) => (node.type === "text" ? node.text : text(node.children))).join("");
  return parseMarkdown(source)
    .map((block) =>
      block.type === "list" ? block.items.map(text).join(" ") : text(block.children),
    )
    .join(" ");
}
