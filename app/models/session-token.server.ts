/**
 * Short-lived bearer tokens bound to a session (GET /api/auth/status hands one out; the CSV
 * export accepts it). Format: "v1.<userId>.<expiresAtMs>.<mac>", where mac is base64url
 * HMAC-SHA256(session secret, "<sessionId>.<expiresAtMs>"). The session id itself never
 * leaves the HttpOnly cookie: a token is checked against the user's live sessions, so it
 * dies with its session (logout) or at its own expiry, whichever comes first. The caller passes
 * the session secret (utils/secret.server), so this model reads no configuration itself.
 */
import crypto from "node:crypto";
import { type ActiveSession, listActiveSessionsForUser } from "~/models/session.server";

export const BEARER_TOKEN_TTL_MS = 15 * 60 * 1000;

function mac(secret: string, sessionId: string, expiresAtMs: number): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`${sessionId}.${expiresAtMs}`)
    .digest("base64url");
}

export function createBearerToken(
  secret: string,
  session: { sessionId: string; userId: number },
  { ttlMs = BEARER_TOKEN_TTL_MS, now = new Date() }: { ttlMs?: number; now?: Date } = {},
): string {
  const expiresAtMs = now.getTime() + ttlMs;
  return `v1.${session.userId}.${expiresAtMs}.${mac(secret, session.sessionId, expiresAtMs)}`;
}

/** The session the token belongs to, or undefined (malformed, tampered, expired, or session gone). */
export async function verifyBearerToken(
  secret: string,
  token: string,
  now = new Date(),
  { idleMs }: { idleMs?: number } = {},
): Promise<ActiveSession | undefined> {
  const match = /^v1\.(\d{1,12})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expiresAtMs = Number(match[2]);
  if (expiresAtMs <= now.getTime()) return undefined;
  const given = Buffer.from(match[3], "base64url");
  for (const session of await listActiveSessionsForUser(userId, now, { idleMs })) {
    const expected = Buffer.from(mac(secret, session.sessionId, expiresAtMs), "base64url");
    if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) return session;
  }
  return undefined;
}
