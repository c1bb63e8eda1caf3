/**
 * The sign-in history (ASVS 7.1.3, 7.2.1): one row per success and per failure, with its reason,
 * never changed (the table's trigger refuses updates and early deletes).
 */
import { type SQL, desc, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type SignInEvent, signInEvents } from "@db/schema";

/** Why a sign-in failed, or how it succeeded. */
export type SignInReason =
  | "password"
  | "code"
  | "recovery-code"
  | "replayed-code"
  | "throttled"
  | "code-locked"
  | "enrolled";

export interface SignInRecord {
  userId?: number | null;
  email?: string | null;
  ipAddress: string;
  userAgent?: string | null;
  outcome: "success" | "failure";
  reason: SignInReason;
  at?: Date;
}

/** The user agent as stored: a browser's own header, cut to a sane length. */
export const storedUserAgent = (value: string | null | undefined) =>
  value ? value.slice(0, 512) : null;

export async function recordSignIn(event: SignInRecord): Promise<void> {
  await getDb()
    .insert(signInEvents)
    .values({
      userId: event.userId ?? null,
      email: event.email ?? null,
      ipAddress: event.ipAddress,
      userAgent: storedUserAgent(event.userAgent),
      outcome: event.outcome,
      reason: event.reason,
      ...(event.at ? { at: event.at } : {}),
    });
}

/** The newest first: one account's, or everyone's (admins). */
export async function listSignIns({
  userId,
  limit = 100,
}: { userId?: number; limit?: number } = {}): Promise<SignInEvent[]> {
  const query = getDb().select().from(signInEvents);
  const filtered = userId === undefined ? query : query.where(eq(signInEvents.userId, userId));
  return filtered.orderBy(desc(signInEvents.at), desc(signInEvents.id)).limit(limit);
}

/** How long the sign-in history is kept (the table's trigger refuses deleting younger rows). */
export const SIGN_IN_HISTORY_MONTHS = 12;

/**
 * The rows the retention job prunes: older than 12 months before `now`, and before the database's
 * own clock says so too (the trigger checks that clock).
 */
export function signInsPastRetention(now: Date): SQL {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - SIGN_IN_HISTORY_MONTHS);
  return lt(
    signInEvents.at,
    sql`least(${cutoff.toISOString()}::timestamptz, now() - interval '12 months')`,
  );
}
