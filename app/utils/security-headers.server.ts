/**
 * Security headers for every response (DESIGN.md "Safety rules"). The CSP allows inline scripts
 * only with this request's nonce; `frame-ancestors 'none'` (and X-Frame-Options for old browsers)
 * forbid framing. In development there is no CSP (Vite injects inline scripts) and no HSTS.
 * HSTS is sent in production unless HSTS=off — for local runs over plain http (the e2e server),
 * where browsers ignore it anyway; behind TLS leave it on.
 */
import { env } from "~/config/env.server";

/**
 * IMAGE_HOSTS: the https origins that content (blog front matter's imageUrl) may load images
 * from, comma-separated; each is added to the CSP's img-src. Never a wildcard.
 */
export function imageHosts(): string[] {
  return (env().IMAGE_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => new URL(host).origin);
}

export function securityHeaders({
  nonce,
  dev,
}: {
  nonce: string;
  dev: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (!dev) {
    headers["Content-Security-Policy"] = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      // React renders style attributes on the server; no inline <style> blocks are used.
      "style-src 'self' 'unsafe-inline'",
      `img-src ${["'self'", "data:", ...imageHosts()].join(" ")}`,
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join("; ");
    if (env().HSTS !== "off")
      headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}
