/**
 * The session cookie: it carries only the random session id, signed with the session secret
 * (a tampered or forged cookie is ignored). The session itself lives in the database.
 *
 * Secure is on when NODE_ENV=production; SESSION_COOKIE_SECURE=false|true overrides it
 * (e.g. `false` to debug a production build over plain http on localhost).
 */
import { createCookie } from "react-router";
import { SESSION_TTL_MS } from "~/models/session.server";
import { getSessionSecret } from "~/utils/secret.server";

export const SESSION_COOKIE_NAME = "__session";

export function sessionCookieSecure(): boolean {
  const override = process.env.SESSION_COOKIE_SECURE;
  if (override === "true") return true;
  if (override === "false") return false;
  return process.env.NODE_ENV === "production";
}

// Built per call: cheap, and it follows the environment (tests switch NODE_ENV).
function sessionCookie() {
  return createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: sessionCookieSecure(),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
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

/** Set-Cookie value that hands the browser its (new) session id. */
export function sessionCookieHeader(sessionId: string): Promise<string> {
  return sessionCookie().serialize(sessionId);
}

/** Set-Cookie value that removes the session cookie. */
export function clearSessionCookieHeader(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
