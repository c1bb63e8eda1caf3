/**
 * Puts a block of Markdown (an image's line) into a body at a character offset, as a paragraph of
 * its own: a blank line before and after it, never more than one, so the words around it stay as
 * they were. The offset counts characters of the body with `\n` line ends, as a browser's textarea
 * does (a form sends `\r\n`, which is read as `\n` here).
 */
export function insertBlock(body: string, at: number | "end", block: string): string {
  const text = body.replace(/\r\n?/g, "\n");
  const cut = at === "end" ? text.length : Math.max(0, Math.min(Math.trunc(at), text.length));
  const before = text.slice(0, cut).replace(/[ \t]*\n*$/, "");
  const after = text.slice(cut).replace(/^[ \t]*\n*/, "");
  return `${before}${before ? "\n\n" : ""}${block}${after ? `\n\n${after}` : "\n"}`;
}
