/**
 * Content-Security-Policy for pages that are cached and served to many visitors
 * (docs/decisions/009-cacheable-html-and-csp.md): a nonce would be the same for everyone who gets
 * the cached copy, so a cached page's inline scripts are allowed by their SHA-256 hashes instead,
 * computed once when the page is rendered. An injected script has other text, hence another hash,
 * and is refused.
 */
import crypto from "node:crypto";

/** Opening tag, body, closing tag of every <script> element (React escapes "</script" inside). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` sources for the inline (no src) scripts of an HTML document, in order, deduplicated. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy with script-src's nonce replaced by `hashes` (other directives untouched). A policy
 * without a nonce in script-src gets the hashes appended to it.
 */
export function withScriptHashes(csp: string, hashes: readonly string[]): string {
  return csp
    .split(";")
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      if (parts[0] !== "script-src") return directive.trim();
      return [...parts.filter((part) => !part.startsWith("'nonce-")), ...hashes].join(" ");
    })
    .join("; ");
}

/** The document without `nonce="…"` attributes: once the policy lists hashes they mean nothing. */
export function stripNonce(html: string, nonce: string): string {
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}
