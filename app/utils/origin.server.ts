/**
 * The cross-site request check (DESIGN.md "Safety rules"): a mutation whose Sec-Fetch-Site is
 * "cross-site", or whose Origin is present and not this site's, is refused. Requests with
 * neither header (server-to-server API calls) pass.
 */
type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function isCrossSiteRequest(headers: HeaderBag, siteOrigin: string): boolean {
  if (header(headers, "sec-fetch-site") === "cross-site") return true;
  const origin = header(headers, "origin");
  if (origin === undefined) return false;
  return origin !== siteOrigin && !allowedOrigins().includes(origin);
}

/** Extra origins that may post (e.g. the public URL behind a TLS-terminating proxy). */
function allowedOrigins(): string[] {
  return (process.env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
