/**
 * Quoted history in a received message, folded away so the new text comes first (decision 100).
 * Pure string work, shared by the server and the browser's render of the lead page.
 */

/** A plain-text message split into what the sender wrote and the quoted history below it. */
export function splitQuotedText(text: string): { own: string; quoted: string } {
  const lines = text.split(/\r?\n/);
  // The quoted history: the last run of ">" lines (and blank lines between them) at the end,
  // with the "On …, … wrote:" line just above it.
  let start = lines.length;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/^\s*>/.test(lines[i]) || (lines[i].trim() === "" && start < lines.length)) start = i;
    else if (lines[i].trim() !== "" || start < lines.length) break;
  }
  while (start < lines.length && lines[start].trim() === "") start++;
  if (start >= lines.length) return { own: text.trim(), quoted: "" };
  let ownEnd = start;
  while (ownEnd > 0 && lines[ownEnd - 1].trim() === "") ownEnd--;
  if (ownEnd > 0 && /wrote:\s*$/i.test(lines[ownEnd - 1])) ownEnd--;
  return {
    own: lines.slice(0, ownEnd).join("\n").trim(),
    quoted: lines.slice(ownEnd).join("\n").trim(),
  };
}

/**
 * Sanitised HTML (utils/mail-html.server.ts: well-formed, attribute values escaped) with each
 * outermost `<blockquote>` inside a `<details>` whose summary is `label`: it opens without
 * JavaScript.
 */
export function foldQuotedHtml(html: string, label: string): string {
  let depth = 0;
  const summary = label.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return html.replace(/<(\/?)blockquote\b[^>]*>/gi, (tag, closing: string) => {
    if (closing) {
      depth = Math.max(0, depth - 1);
      return depth === 0 ? `${tag}</details>` : tag;
    }
    depth++;
    return depth === 1 ? `<details><summary>${summary}</summary>${tag}` : tag;
  });
}
