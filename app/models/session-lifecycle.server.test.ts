/**
 * Session lifetimes with a fixed clock (ASVS 3.3.2, 3.3.4): 30 minutes idle, 12 hours in all;
 * signing out one session or all others; a password change ends the others.
 */
import { describe, expect, it } from "vitest";
import { useTestDb } from "../../tests/helpers/test-db";
import {
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
  createSession,
  endOtherSessions,
  endSessionByHandle,
  findActiveSession,
  listSessionsOf,
  sessionHandle,
} from "~/models/session.server";
import { changeOwnPassword, createStaffUser, verifyStaffLogin } from "~/models/staff.server";

useTestDb();

const T0 = new Date("2026-06-01T09:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const PASSWORD = "a long enough password";

describe("session lifetimes", () => {
  it("the defaults are 30 minutes idle and 12 hours in all", () => {
    expect(SESSION_IDLE_MS).toBe(30 * 60_000);
    expect(SESSION_TTL_MS).toBe(12 * 60 * 60_000);
  });

  it("ends after 30 minutes without a request; each request moves the idle clock", async () => {
    const user = await createStaffUser("idle@example.com", PASSWORD);
    const session = await createSession(user.id, { mfa: true, now: T0 });
    expect(await findActiveSession(session.id, minutes(29))).toBeDefined();
    // 29 minutes after that request: still alive
    expect(await findActiveSession(session.id, minutes(58))).toBeDefined();
    // 30 minutes after the last request: gone, and its row with it
    expect(await findActiveSession(session.id, minutes(88))).toBeUndefined();
    expect(await findActiveSession(session.id, minutes(58))).toBeUndefined();
  });

  it("a configured idle time is honoured", async () => {
    const user = await createStaffUser("idle10@example.com", PASSWORD);
    const session = await createSession(user.id, { mfa: true, now: T0 });
    expect(
      await findActiveSession(session.id, minutes(10), { idleMs: 10 * 60_000 }),
    ).toBeUndefined();
  });

  it("ends 12 hours after sign-in however active", async () => {
    const user = await createStaffUser("absolute@example.com", PASSWORD);
    const session = await createSession(user.id, { mfa: true, now: T0 });
    for (let m = 20; m < 12 * 60; m += 20) {
      expect(await findActiveSession(session.id, minutes(m)), `at ${m} minutes`).toBeDefined();
    }
    expect(await findActiveSession(session.id, minutes(12 * 60))).toBeUndefined();
  });
});

describe("signing sessions out", () => {
  it("lists the account's signed-in sessions by handle, never by id; signs out one, then all others", async () => {
    const user = await createStaffUser("many@example.com", PASSWORD);
    const other = await createStaffUser("someone-else@example.com", PASSWORD);
    const now = new Date();
    const here = await createSession(user.id, {
      mfa: true,
      now,
      ipAddress: "203.0.113.5",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
    });
    const laptop = await createSession(user.id, { mfa: true, now });
    const phone = await createSession(user.id, { mfa: true, now });
    await createSession(user.id, { now }); // a pending sign-in is not listed
    const theirs = await createSession(other.id, { mfa: true, now });

    const listed = await listSessionsOf(user.id, here.id, now);
    expect(listed).toHaveLength(3);
    expect(JSON.stringify(listed)).not.toContain(here.id);
    expect(listed.find((s) => s.current)).toMatchObject({
      handle: sessionHandle(here.id),
      ipAddress: "203.0.113.5",
      userAgent: expect.stringContaining("Firefox"),
    });

    // another account's session cannot be named
    expect(await endSessionByHandle(user.id, sessionHandle(theirs.id))).toBe(false);
    expect(await findActiveSession(theirs.id)).toBeDefined();

    expect(await endSessionByHandle(user.id, sessionHandle(laptop.id))).toBe(true);
    expect(await findActiveSession(laptop.id)).toBeUndefined();
    expect(await findActiveSession(phone.id)).toBeDefined();

    expect(await endOtherSessions(user.id, here.id)).toBe(2); // the phone and the pending one
    expect(await findActiveSession(phone.id)).toBeUndefined();
    expect(await findActiveSession(here.id)).toBeDefined();
    expect(await findActiveSession(theirs.id)).toBeDefined();
  });

  it("a password change (the current one first) ends every other session, not this one", async () => {
    const user = await createStaffUser("change@example.com", PASSWORD);
    const here = await createSession(user.id, { mfa: true });
    const elsewhere = await createSession(user.id, { mfa: true });
    expect(
      await changeOwnPassword(user.id, "not the password", "a brand new password", here.id),
    ).toBe(false);
    expect(await findActiveSession(elsewhere.id)).toBeDefined();
    expect(await changeOwnPassword(user.id, PASSWORD, "a brand new password", here.id)).toBe(true);
    expect(await findActiveSession(elsewhere.id)).toBeUndefined();
    expect(await findActiveSession(here.id)).toBeDefined();
    expect(await verifyStaffLogin("change@example.com", "a brand new password")).toBeTruthy();
    await expect(
      changeOwnPassword(user.id, "a brand new password", "short", here.id),
    ).rejects.toThrow(/at least 12/);
    // One of the most common passwords is refused; the old one still works.
    await expect(
      changeOwnPassword(user.id, "a brand new password", "qwerty123456", here.id),
    ).rejects.toThrow("That password is one of the most common ones: choose another.");
    expect(await verifyStaffLogin("change@example.com", "a brand new password")).toBeTruthy();
  });
});
