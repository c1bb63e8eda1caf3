/**
 * Fixed-window counters in the database, so a limit holds across every app instance.
 * One upsert per hit: the window restarts when its reset time has passed. The limits themselves
 * are configuration (RATE_LIMIT_*): the routes pass them in (app/server/rate-limits.server.ts).
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { rateLimits } from "@db/schema";

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  ok: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

const units: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "10/10m" → 10 requests per 10 minutes. Units: s, m, h, d ("5/15m", "100/1h", "3/30s"). */
export function parseRateLimit(spec: string): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smhd])\s*$/.exec(spec);
  if (!match) throw new Error(`Invalid rate limit "${spec}": expected max/window such as 10/10m`);
  const max = Number(match[1]);
  const windowMs = Number(match[2]) * units[match[3]];
  if (max < 1 || windowMs < 1)
    throw new Error(`Invalid rate limit "${spec}": both numbers must be at least 1`);
  return { max, windowMs };
}

/** Counts one hit for `key` and says whether it is within the limit. */
export async function hitRateLimit(
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { ok: row.count <= limit.max, remaining: Math.max(0, limit.max - row.count), retryAfter };
}

/** Clears counters, e.g. a successful login clears its email's failures. */
export async function resetRateLimit(key: string): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
}

/** Housekeeping: drop expired windows. */
export async function pruneRateLimits(now = new Date()): Promise<void> {
  await getDb().delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

/** The live window's count for `key` (0 when none), without counting a hit. */
export async function peekRateLimit(
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const [row] = await getDb()
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
  const count = row?.count ?? 0;
  const retryAfter = row
    ? Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000))
    : 0;
  return { ok: count < limit.max, remaining: Math.max(0, limit.max - count), retryAfter };
}

/** Whether `key` has a live window (e.g. a remembered address), without counting a hit. */
export async function hasLiveWindow(key: string, now = new Date()): Promise<boolean> {
  const [row] = await getDb()
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
  return Boolean(row);
}

/**
 * One hit against the public-form limit for this client address and form
 * (e.g. formRateLimit("contact", context.clientAddress)). Page actions and API endpoints share it.
 */
export function formRateLimit(
  form: string,
  clientAddress: string,
  limit: RateLimit,
): Promise<RateLimitResult> {
  return hitRateLimit(`form:${form}:${clientAddress}`, limit);
}
