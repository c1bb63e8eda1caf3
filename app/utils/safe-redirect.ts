/**
 * The open-redirect guard for every `returnTo`/`redirectTo` a form sends: only a path on this
 * site (optionally under one section, e.g. /crm) is followed, normalised; anything else gives
 * the fallback.
 */
const BASE = "http://site.invalid";

export function safeRedirect(value: unknown, fallback: string, under = "/"): string {
  if (typeof value !== "string") return fallback;
  const path = value.trim();
  // "//host" and "/\host" are protocol-relative to browsers; control characters split headers.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  if (/[\r\n\t]/.test(path)) return fallback;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const section = under.replace(/\/$/, "");
  if (section && url.pathname !== section && !url.pathname.startsWith(`${section}/`)) {
    return fallback;
  }
  return url.pathname + url.search;
}
