/**
 * Staff sessions in the database: the cookie only names a row here, so logout (deleting the
 * row) revokes the cookie everywhere, and every app instance sees the same sessions.
 */
import crypto from "node:crypto";
import { and, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { sessions, staffUsers } from "@db/schema";
import type { StaffRole } from "~/models/staff.server";

/** How long a session lasts after login (the cookie's Max-Age matches). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** How long the password alone keeps a browser at the second step or the enrolment. */
export const PENDING_SESSION_TTL_MS = 15 * 60 * 1000;

export interface ActiveSession {
  sessionId: string;
  userId: number;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  /** The second factor was given in this session (else it reaches only the second step). */
  mfa: boolean;
  /** The account has a second factor (else it reaches only the enrolment). */
  enrolled: boolean;
}

/** 32 random bytes, base64url: unguessable, and safe in a cookie. */
export function newSessionId(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export interface NewSessionOptions {
  /** The second factor was given (a full session); false: only the password. */
  mfa?: boolean;
  ttlMs?: number;
  now?: Date;
  ipAddress?: string;
  userAgent?: string | null;
}

/** A new session (a new id on every login) for the user. Expired rows are pruned on the way. */
export async function createSession(
  userId: number,
  {
    mfa = false,
    ttlMs = SESSION_TTL_MS,
    now = new Date(),
    ipAddress,
    userAgent,
  }: NewSessionOptions = {},
): Promise<{ id: string; expiresAt: Date }> {
  await pruneExpiredSessions(now);
  const id = newSessionId();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await getDb()
    .insert(sessions)
    .values({
      id,
      userId,
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
      mfaAt: mfa ? now : null,
      ipAddress: ipAddress ?? null,
      userAgent: userAgent ? userAgent.slice(0, 512) : null,
    });
  return { id, expiresAt };
}

const activeColumns = {
  sessionId: sessions.id,
  userId: sessions.userId,
  email: staffUsers.email,
  role: sql<StaffRole>`${staffUsers.role}`,
  expiresAt: sessions.expiresAt,
  mfa: sql<boolean>`${sessions.mfaAt} is not null`,
  enrolled: sql<boolean>`${staffUsers.totpEnabledAt} is not null`,
};

/** The session and its staff member, or undefined when unknown, revoked or expired. */
export async function findActiveSession(
  id: string,
  now = new Date(),
): Promise<ActiveSession | undefined> {
  const [row] = await getDb()
    .select(activeColumns)
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return undefined;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await deleteSession(id);
    return undefined;
  }
  return row;
}

/** The user's full sessions (second factor given) that are still valid: bearer tokens' check. */
export async function listActiveSessionsForUser(
  userId: number,
  now = new Date(),
): Promise<ActiveSession[]> {
  return getDb()
    .select(activeColumns)
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(
      and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), isNotNull(sessions.mfaAt)),
    );
}

/** Logout: the row goes, so the same cookie replayed later is refused. */
export async function deleteSession(id: string): Promise<void> {
  await getDb().delete(sessions).where(eq(sessions.id, id));
}

/** Housekeeping: drop every expired session. */
export async function pruneExpiredSessions(now = new Date()): Promise<void> {
  await getDb().delete(sessions).where(lte(sessions.expiresAt, now));
}
