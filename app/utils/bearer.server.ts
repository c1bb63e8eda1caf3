import crypto from "node:crypto";

/** True when `header` is "Bearer <token>" (compared in constant time): /metrics, the bounce webhook. */
export function bearerMatches(header: string | null | undefined, token: string): boolean {
  const given = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return given !== "" && crypto.timingSafeEqual(digest(given), digest(token));
}
