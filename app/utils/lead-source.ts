/**
 * Addresses as a source record keeps them: a referrer's host, a landing page's path with only
 * its campaign parameters, and the host of another site named by a request. Knows nothing of
 * leads; the categories and their rules are app/schemas/lead-attribution.ts and
 * app/models/lead-source-rules.server.ts.
 */
import { CLICK_ID_KEYS, UTM_KEYS } from "~/schemas/lead-attribution";

// The lead import reads IMPORTED from here.
export { IMPORTED } from "~/schemas/lead-attribution";

/** The longest text a source record keeps of one value. */
export const MAX_SOURCE_CHARS = 200;
const MAX = MAX_SOURCE_CHARS;

/** A value trimmed and cut to MAX_SOURCE_CHARS; null when empty. */
export function cleanSourceText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text.slice(0, MAX) : null;
}
const clean = cleanSourceText;

/** A referrer URL (or bare host) → its host, lower-case, without a port; null when unreadable. */
export function referrerHost(referrer: string | null | undefined): string | null {
  const text = referrer?.trim();
  if (!text) return null;
  try {
    const url = new URL(text.includes("://") ? text : `https://${text}`);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.toLowerCase().replace(/\.$/, "").slice(0, MAX) || null;
  } catch {
    return null;
  }
}

/**
 * A page's address → its path plus only the campaign parameters (UTM and the click ids, the ids
 * reduced to "1"): what may be kept of a landing page.
 */
export function campaignPath(url: URL): string {
  const kept = new URLSearchParams();
  for (const key of UTM_KEYS) {
    const value = clean(url.searchParams.get(key));
    if (value) kept.set(key, value);
  }
  for (const key of CLICK_ID_KEYS) if (url.searchParams.has(key)) kept.set(key, "1");
  const query = kept.toString();
  return (url.pathname + (query ? `?${query}` : "")).slice(0, 2 * MAX);
}

/** The host of another site named by a request's Referer (the page cache renders such pages afresh). */
export function externalReferrer(request: Request): string | null {
  const host = referrerHost(request.headers.get("Referer"));
  return host && host !== new URL(request.url).hostname ? host : null;
}
