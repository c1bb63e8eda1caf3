/**
 * The cross-site request check (DESIGN.md "Safety rules"): a mutation whose Sec-Fetch-Site is
 * "cross-site", or whose Origin is present and not this site's, is refused. Requests with
 * neither header (server-to-server API calls) pass. "This site" is the origin the request was
 * addressed to (behind a proxy: X-Forwarded-Proto/-Host when TRUST_PROXY trusts it), PUBLIC_URL's
 * origin, and any origin listed in ALLOWED_ORIGINS (comma-separated).
 */
import { href } from "react-router";
import { env } from "~/config/env.server";

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function isCrossSiteRequest(headers: HeaderBag, siteOrigin: string): boolean {
  if (header(headers, "sec-fetch-site")?.trim().toLowerCase() === "cross-site") return true;
  const origin = header(headers, "origin");
  if (origin === undefined) return false;
  // "null" (sandboxed frames, some redirects) and anything unparsable are not this site.
  const normalised = normaliseOrigin(origin);
  if (!normalised) return true;
  return normalised !== normaliseOrigin(siteOrigin) && !allowedOrigins().includes(normalised);
}

/** The newsletter's unsubscribe link (models/mail-links.server.ts unsubscribeUrl). */
const ONE_CLICK_PATH = href("/newsletter/unsubscribe");

/**
 * A POST to the unsubscribe link with its token: the one mutation the cross-site check lets
 * through, for RFC 8058 one-click unsubscribe (the mail provider POSTs with no cookie, and maybe
 * an Origin of its own). The route refuses it unless the body is `List-Unsubscribe=One-Click`.
 */
export function isOneClickUnsubscribe(method: string, url: string): boolean {
  if (method !== "POST") return false;
  const parsed = new URL(url, "http://x");
  return parsed.pathname === ONE_CLICK_PATH && parsed.searchParams.has("token");
}

/** scheme://host[:port] in lower case without a default port, or undefined when not a URL origin. */
export function normaliseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** Extra origins that may post: PUBLIC_URL (the address behind a TLS-terminating proxy) and ALLOWED_ORIGINS. */
function allowedOrigins(): string[] {
  return [env().PUBLIC_URL ?? "", ...(env().ALLOWED_ORIGINS ?? "").split(",")]
    .map((s) => normaliseOrigin(s))
    .filter((s): s is string => Boolean(s));
}
