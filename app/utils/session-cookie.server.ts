/**
 * The session cookie: it carries only the random session id, signed with the session secret
 * (a tampered or forged cookie is ignored). The session itself lives in the database.
 *
 * Secure is on when NODE_ENV=production; SESSION_COOKIE_SECURE=false|true overrides it
 * (e.g. `false` to debug a production build over plain http on localhost). A secure cookie is
 * named with the `__Host-` prefix, so browsers only accept it from this exact host over HTTPS,
 * with Path=/ and no Domain: a sibling subdomain cannot plant or overwrite it.
 */
import { createCookie } from "react-router";
import { env } from "~/config/env.server";
import { getSessionSecret } from "~/utils/secret.server";

export const SESSION_COOKIE_NAMES = { secure: "__Host-session", plain: "__session" } as const;

export function sessionCookieSecure(): boolean {
  const override = env().SESSION_COOKIE_SECURE;
  if (override !== undefined) return override;
  return env().NODE_ENV === "production";
}

export function sessionCookieName(): string {
  return sessionCookieSecure() ? SESSION_COOKIE_NAMES.secure : SESSION_COOKIE_NAMES.plain;
}

// Built per call: cheap, and it follows the environment (tests switch NODE_ENV).
function sessionCookie() {
  return createCookie(sessionCookieName(), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: sessionCookieSecure(),
    secrets: [getSessionSecret()],
  });
}

/** The session id named by the request's cookie, or null (no cookie, bad signature, garbage). */
export async function readSessionId(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const value: unknown = await sessionCookie().parse(header);
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * Set-Cookie value that hands the browser its (new) session id; it expires with the session
 * (without `expiresAt` the browser keeps it until it closes; the server's row decides anyway).
 */
export function sessionCookieHeader(sessionId: string, expiresAt?: Date): Promise<string> {
  const maxAge = expiresAt
    ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
    : undefined;
  return sessionCookie().serialize(sessionId, maxAge === undefined ? {} : { maxAge });
}

/** Set-Cookie value that removes the session cookie. */
export function clearSessionCookieHeader(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
