/**
 * One source for both parts of a mail: a template is a list of blocks, rendered here to the
 * plain-text part and to the HTML part (inline styles only, a single 600 px column, escaped
 * values: a visitor's text never becomes markup). docs/decisions/016-mail-templates-and-dkim.md
 */
import { SITE } from "~/config/site";

export type MailBlock =
  | { kind: "heading"; text: string }
  /** A section's title inside the mail (h2). */
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "details"; rows: [label: string, value: string | null | undefined][] }
  | { kind: "button"; text: string; href: string }
  | { kind: "list"; items: { text: string; href?: string }[] }
  | { kind: "footer"; lines: string[]; link?: { text: string; href: string } }
  /** The line a mail client shows after the subject in the inbox; hidden in the message. */
  | { kind: "preheader"; text: string }
  /** Already-safe HTML (rendered Markdown) with its plain-text form. */
  | { kind: "rich"; html: string; text: string };

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const shown = (value: string | null | undefined) =>
  value == null || value === "" ? "(not given)" : value;

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
    case "subheading":
    case "paragraph":
      return block.text;
    case "details":
      return block.rows
        .map(([label, value]) => {
          const v = shown(value);
          return v.includes("\n") ? `${label}:\n${v}` : `${label}: ${v}`;
        })
        .join("\n");
    case "button":
      return `${block.text}: ${block.href}`;
    case "list":
      return block.items.map((i) => `- ${i.text}${i.href ? `\n  ${i.href}` : ""}`).join("\n");
    case "preheader":
      return "";
    case "rich":
      return block.text;
    case "footer":
      return [
        "--",
        ...block.lines,
        ...(block.link ? [`${block.link.text}: ${block.link.href}`] : []),
      ].join("\n");
  }
}

const BRAND = "#0b3954";
const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${BRAND}">${escapeHtml(block.text)}</h1>`;
    case "subheading":
      return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:${BRAND}">${escapeHtml(block.text)}</h2>`;
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${multiline(block.text)}</p>`;
    case "details":
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;font-size:14px;color:#555;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;font-size:14px">${multiline(shown(value))}</td></tr>`,
        )
        .join("")}</table>`;
    case "button":
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;background:${BRAND};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(block.text)}</a></p>`;
    case "list":
      return `<ul style="margin:0 0 16px;padding-left:20px">${block.items
        .map(
          (i) =>
            `<li style="margin:0 0 6px">${i.href ? `<a href="${escapeHtml(i.href)}" style="color:${BRAND}">${escapeHtml(i.text)}</a>` : escapeHtml(i.text)}</li>`,
        )
        .join("")}</ul>`;
    case "preheader":
      return `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(block.text)}</div>`;
    case "rich":
      return `<div style="font-size:16px;line-height:1.5">${styledHeadings(block.html)}</div>`;
    case "footer":
      return `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px"><p style="margin:0;font-size:12px;line-height:1.5;color:#555">${block.lines
        .map(escapeHtml)
        .join(
          "<br>",
        )}${block.link ? `<br><a href="${escapeHtml(block.link.href)}" style="color:#555">${escapeHtml(block.link.text)}</a>` : ""}</p>`;
  }
}

/** The body's own headings (from h2): never larger than the mail's heading (22px), as subheadings. */
const RICH_HEADING_PX: Record<string, number> = { h2: 18, h3: 16, h4: 16, h5: 14, h6: 14 };

function styledHeadings(html: string): string {
  return html.replace(
    /<(h[2-6])>/g,
    (_, tag: string) =>
      `<${tag} style="margin:24px 0 8px;font-size:${RICH_HEADING_PX[tag]}px;line-height:1.3;color:${BRAND}">`,
  );
}

/**
 * A mail's HTML part as a block for a page: its <body> as a <div> with the body's style, without
 * the <head>. The CRM draws a preview so in place when no script can size a frame to the mail.
 * The mail's headings move down by `belowLevel` so that they sit under the page's heading of that
 * level instead of joining the page's outline as a second h1 (their look is inline, unchanged).
 */
export function mailBodyAsBlock(html: string, belowLevel: number): string {
  const body = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
  const block = body ? `<div${body[1]}>${body[2]}</div>` : html;
  return block.replace(
    /<(\/?)h([1-6])\b/g,
    (_, close: string, level: string) => `<${close}h${Math.min(6, Number(level) + belowLevel)}`,
  );
}

/** The plain-text and HTML parts of one mail. */
export function renderMail(title: string, blocks: MailBlock[]): { text: string; html: string } {
  const text = `${blocks
    .map(textOf)
    .filter((part) => part !== "")
    .join("\n\n")}\n`;
  const html =
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">` +
    `<p style="margin:0 0 24px;font-size:14px;font-weight:bold;color:${BRAND}">${escapeHtml(SITE.name)}</p>` +
    blocks.map(htmlOf).join("") +
    `</div></body></html>`;
  return { text, html };
}
