import { describe, expect, it } from "vitest";
import { useTestDb } from "../../tests/helpers/test-db";
import { createBearerToken, verifyBearerToken } from "~/models/session-token.server";
import { getSessionSecret } from "~/utils/secret.server";
import {
  SESSION_TTL_MS,
  createSession,
  deleteSession,
  findActiveSession,
  listActiveSessionsForUser,
  pruneExpiredSessions,
} from "~/models/session.server";
import { createStaffUser, deleteStaff } from "~/models/staff.server";

process.env.SESSION_SECRET ??= "test-secret-for-session-tests";

describe("session model", () => {
  useTestDb();

  it("creates a session with a new random id each time and finds it with its staff email", async () => {
    const user = await createStaffUser("Session.Test@example.com", "a long enough password");
    const first = await createSession(user.id);
    const second = await createSession(user.id);
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    expect(second.id).not.toBe(first.id);
    expect(first.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);

    const found = await findActiveSession(first.id);
    expect(found).toMatchObject({
      sessionId: first.id,
      userId: user.id,
      email: "session.test@example.com",
    });
    expect(await findActiveSession("no-such-session")).toBeUndefined();
  });

  it("refuses an expired session and removes its row", async () => {
    const user = await createStaffUser("expired@example.com", "a long enough password");
    const past = new Date(Date.now() - 2 * SESSION_TTL_MS);
    const old = await createSession(user.id, { now: past });
    expect(await findActiveSession(old.id, new Date(past.getTime() + 1000))).toBeDefined();
    expect(await findActiveSession(old.id)).toBeUndefined();
    // gone for good, even when asked "in the past"
    expect(await findActiveSession(old.id, past)).toBeUndefined();
  });

  it("prunes expired sessions (also when a new session is created)", async () => {
    const user = await createStaffUser("prune@example.com", "a long enough password");
    const past = new Date(Date.now() - 2 * SESSION_TTL_MS);
    const stale = await createSession(user.id, { now: past, mfa: true });
    const live = await createSession(user.id, { mfa: true });
    expect(await findActiveSession(stale.id, past)).toBeUndefined();
    await pruneExpiredSessions();
    expect((await listActiveSessionsForUser(user.id)).map((s) => s.sessionId)).toEqual([live.id]);
    // a session that has not given the second factor is not listed (no bearer token for it)
    await createSession(user.id);
    expect((await listActiveSessionsForUser(user.id)).map((s) => s.sessionId)).toEqual([live.id]);
  });

  it("delete revokes the session", async () => {
    const user = await createStaffUser("logout@example.com", "a long enough password");
    const session = await createSession(user.id);
    await deleteSession(session.id);
    expect(await findActiveSession(session.id)).toBeUndefined();
  });

  it("deleting the staff account ends its sessions", async () => {
    const user = await createStaffUser("gone@example.com", "a long enough password");
    const session = await createSession(user.id);
    await deleteStaff("gone@example.com");
    expect(await findActiveSession(session.id)).toBeUndefined();
  });
});

describe("bearer tokens", () => {
  useTestDb();

  async function signedIn(email: string) {
    const user = await createStaffUser(email, "a long enough password");
    const session = await createSession(user.id, { mfa: true });
    return { userId: user.id, sessionId: session.id };
  }

  it("a fresh token names its session", async () => {
    const session = await signedIn("token@example.com");
    const token = createBearerToken(getSessionSecret(), session);
    expect(token).not.toContain(session.sessionId);
    expect(await verifyBearerToken(getSessionSecret(), token)).toMatchObject({
      sessionId: session.sessionId,
      email: "token@example.com",
    });
  });

  it("a tampered token is refused", async () => {
    const session = await signedIn("tamper@example.com");
    const token = createBearerToken(getSessionSecret(), session);
    const [v, user, exp, mac] = token.split(".");
    const flipped = (mac[0] === "A" ? "B" : "A") + mac.slice(1);
    expect(
      await verifyBearerToken(getSessionSecret(), [v, user, exp, flipped].join(".")),
    ).toBeUndefined();
    // a later expiry with the old mac
    expect(
      await verifyBearerToken(
        getSessionSecret(),
        [v, user, String(Number(exp) + 60_000), mac].join("."),
      ),
    ).toBeUndefined();
    expect(await verifyBearerToken(getSessionSecret(), "garbage")).toBeUndefined();
    expect(await verifyBearerToken(getSessionSecret(), "")).toBeUndefined();
  });

  it("a token for another user's session is refused", async () => {
    const mine = await signedIn("mine@example.com");
    const theirs = await signedIn("theirs@example.com");
    const token = createBearerToken(getSessionSecret(), mine);
    const forged = token.replace(`v1.${mine.userId}.`, `v1.${theirs.userId}.`);
    expect(await verifyBearerToken(getSessionSecret(), forged)).toBeUndefined();
  });

  it("an expired token is refused", async () => {
    const session = await signedIn("late@example.com");
    const token = createBearerToken(getSessionSecret(), session, {
      ttlMs: 1000,
      now: new Date(Date.now() - 5000),
    });
    expect(await verifyBearerToken(getSessionSecret(), token)).toBeUndefined();
  });

  it("a token is refused once its session is logged out", async () => {
    const session = await signedIn("after-logout@example.com");
    const token = createBearerToken(getSessionSecret(), session);
    expect(await verifyBearerToken(getSessionSecret(), token)).toBeDefined();
    await deleteSession(session.sessionId);
    expect(await verifyBearerToken(getSessionSecret(), token)).toBeUndefined();
  });
});
