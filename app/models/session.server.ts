/**
 * Staff sessions in the database: the cookie only names a row here, so logout (deleting the
 * row) revokes the cookie everywhere, and every app instance sees the same sessions.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { sessions, staffUsers } from "@db/schema";
import type { StaffRole } from "~/models/staff.server";

/** How long a session lasts after login (the cookie's Max-Age matches); SESSION_MAX_HOURS's default. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** How long a session lasts without a request; SESSION_IDLE_MINUTES's default (ASVS 3.3.2). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** A request refreshes the session's last-seen time at most this often (one write a minute). */
const TOUCH_EVERY_MS = 60 * 1000;

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
  /** The last time this session proved who it is (the second factor, or a re-authentication). */
  authenticatedAt: Date | null;
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
  mfaAt: sessions.mfaAt,
  reauthAt: sessions.reauthAt,
};

type ActiveRow = Omit<ActiveSession, "authenticatedAt"> & {
  mfaAt: Date | null;
  reauthAt: Date | null;
};

const toActive = ({ mfaAt, reauthAt, ...row }: ActiveRow): ActiveSession => {
  const times = [mfaAt, reauthAt].filter((t): t is Date => t !== null).map((t) => t.getTime());
  return { ...row, authenticatedAt: times.length ? new Date(Math.max(...times)) : null };
};

/** A re-authentication (password or code) in this session: exports, erasure and staff changes. */
export async function markReauthenticated(id: string, now = new Date()): Promise<void> {
  await getDb().update(sessions).set({ reauthAt: now }).where(eq(sessions.id, id));
}

/**
 * The session and its staff member, or undefined when unknown, revoked, past its absolute end or
 * idle for longer than `idleMs` (its row then goes). A live session's last-seen time moves on.
 */
export async function findActiveSession(
  id: string,
  now = new Date(),
  { idleMs = SESSION_IDLE_MS }: { idleMs?: number } = {},
): Promise<ActiveSession | undefined> {
  const [row] = await getDb()
    .select({ ...activeColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    // A deactivated account's sessions are deleted with it; this is the belt to those braces.
    .where(and(eq(sessions.id, id), isNull(staffUsers.deactivatedAt)));
  if (!row) return undefined;
  if (
    row.expiresAt.getTime() <= now.getTime() ||
    row.lastSeenAt.getTime() + idleMs <= now.getTime()
  ) {
    await deleteSession(id);
    return undefined;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await getDb().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const { lastSeenAt: _seen, ...session } = row;
  return toActive(session);
}

/** The user's full sessions (second factor given) that are still valid: bearer tokens' check. */
export async function listActiveSessionsForUser(
  userId: number,
  now = new Date(),
  { idleMs = SESSION_IDLE_MS }: { idleMs?: number } = {},
): Promise<ActiveSession[]> {
  const rows = await getDb()
    .select(activeColumns)
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        isNotNull(sessions.mfaAt),
      ),
    );
  return rows.map(toActive);
}

/**
 * How a session is named on the "Your sessions" page: a hash of its id, never the id itself (the
 * id is the credential the cookie carries).
 */
export const sessionHandle = (id: string) =>
  crypto.createHash("sha256").update(id).digest("base64url").slice(0, 22);

export interface SessionListing {
  handle: string;
  current: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The user's signed-in sessions (second factor given, still valid), the latest active first. */
export async function listSessionsOf(
  userId: number,
  currentSessionId: string,
  now = new Date(),
  { idleMs = SESSION_IDLE_MS }: { idleMs?: number } = {},
): Promise<SessionListing[]> {
  const rows = await getDb()
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        isNotNull(sessions.mfaAt),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map(({ id, ...row }) => ({
    ...row,
    handle: sessionHandle(id),
    current: id === currentSessionId,
  }));
}

/** Signs out one of the user's sessions, named by its handle; false when it is not theirs. */
export async function endSessionByHandle(userId: number, handle: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const match = rows.find((row) => sessionHandle(row.id) === handle);
  if (!match) return false;
  await deleteSession(match.id);
  return true;
}

/** Signs out every session of the user but `keepSessionId` (this browser's); how many ended. */
export async function endOtherSessions(userId: number, keepSessionId: string): Promise<number> {
  const ended = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Logout: the row goes, so the same cookie replayed later is refused. */
export async function deleteSession(id: string): Promise<void> {
  await getDb().delete(sessions).where(eq(sessions.id, id));
}

/** Housekeeping: drop every expired session. */
export async function pruneExpiredSessions(now = new Date()): Promise<void> {
  await getDb().delete(sessions).where(lte(sessions.expiresAt, now));
}
