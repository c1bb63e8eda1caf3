/**
 * "Your sessions" through its route, as a browser without JavaScript posts it (the enhanced form
 * posts the same fields), and the session lengths the CRM's middleware applies, with a fixed
 * clock: signing out one other session, then all others; a password change ends the others;
 * SESSION_IDLE_MINUTES and SESSION_MAX_HOURS end a session on its next request.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { staffUsers } from "@db/schema";
import { createSession, findActiveSession, sessionHandle } from "~/models/session.server";
import { hashPassword } from "~/models/staff.server";
import { totpCode } from "~/models/totp.server";
import { sessionCookieHeader } from "~/utils/session-cookie.server";
import { TEST_TOTP_SECRET, signIn } from "../helpers/crm-session";
import { inProcessHandler } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";

const testDb = useTestDb();
const PASSWORD = "the staff member's long password";
let handle: Awaited<ReturnType<typeof inProcessHandler>>;

beforeAll(async () => {
  handle = await inProcessHandler();
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const send = (path: string, cookie: string, form?: Record<string, string>) =>
  handle(
    new Request(`http://localhost${path}`, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(form ? { body: new URLSearchParams(form) } : {}),
    }),
  );

const cookieOf = async (sessionId: string) => (await sessionCookieHeader(sessionId)).split(";")[0];

/** Whether a cookie still opens "Your sessions" (a signed-out browser is sent to the login). */
async function signedIn(cookie: string): Promise<boolean> {
  const response = await send("/crm/sessions", cookie);
  if (response.status === 200) return true;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/crm");
  return false;
}

/** A staff member signed in here, and in two other browsers. */
async function threeBrowsers() {
  const here = await signIn(testDb.db);
  await testDb.db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(staffUsers.id, here.userId));
  const laptop = await createSession(here.userId, { mfa: true });
  const phone = await createSession(here.userId, { mfa: true });
  return { here, laptop, phone };
}

describe("Your sessions", () => {
  it("signs out one other session, then all others; this browser stays signed in", async () => {
    const { here, laptop, phone } = await threeBrowsers();
    const someoneElse = await signIn(testDb.db);
    const page = await (await send("/crm/sessions", here.cookie)).text();
    expect(page).toContain(`value="${sessionHandle(laptop.id)}"`);
    expect(page).not.toContain(laptop.id);

    const ended = await send("/crm/sessions", here.cookie, {
      intent: "end",
      session: sessionHandle(laptop.id),
    });
    expect(ended.status).toBe(302);
    expect(ended.headers.get("Location")).toBe("/crm/sessions");
    expect(await signedIn(await cookieOf(laptop.id))).toBe(false);
    expect(await signedIn(await cookieOf(phone.id))).toBe(true);

    // Another account's session cannot be named from here.
    await send("/crm/sessions", here.cookie, {
      intent: "end",
      session: sessionHandle(someoneElse.sessionId),
    });
    expect(await signedIn(someoneElse.cookie)).toBe(true);

    const others = await send("/crm/sessions", here.cookie, { intent: "end-others" });
    expect(others.status).toBe(302);
    expect(await signedIn(await cookieOf(phone.id))).toBe(false);
    expect(await signedIn(here.cookie)).toBe(true);
    expect(await signedIn(someoneElse.cookie)).toBe(true);
  });

  it("a password change ends every other session of the account, not this one", async () => {
    const { here, laptop, phone } = await threeBrowsers();
    const wrong = await send("/crm/sessions", here.cookie, {
      intent: "password",
      currentPassword: "not the password at all",
      newPassword: "a brand new password",
    });
    expect(wrong.status).toBe(400);
    expect(await signedIn(await cookieOf(laptop.id))).toBe(true);

    const changed = await send("/crm/sessions", here.cookie, {
      intent: "password",
      currentPassword: PASSWORD,
      newPassword: "a brand new password",
    });
    expect(changed.status).toBe(302);
    for (const other of [laptop, phone]) expect(await findActiveSession(other.id)).toBeUndefined();
    expect(await signedIn(here.cookie)).toBe(true);
  });
});

describe("session lengths, with a fixed clock", () => {
  const T0 = new Date("2026-06-01T09:00:00Z");
  const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

  it("SESSION_IDLE_MINUTES: a request moves the idle clock; that long without one ends the session", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: T0 });
    vi.stubEnv("SESSION_IDLE_MINUTES", "10");
    const me = await signIn(testDb.db);
    vi.setSystemTime(at(9));
    expect(await signedIn(me.cookie)).toBe(true);
    vi.setSystemTime(at(18)); // 9 minutes after the last request
    expect(await signedIn(me.cookie)).toBe(true);
    vi.setSystemTime(at(28)); // 10 minutes after it
    expect(await signedIn(me.cookie)).toBe(false);
    vi.setSystemTime(at(18));
    expect(await signedIn(me.cookie), "the ended session's row is gone").toBe(false);
  });

  it("SESSION_MAX_HOURS: a sign-in through the form ends that long after it, however active", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: T0 });
    vi.stubEnv("SESSION_MAX_HOURS", "2");
    const email = "absolute@example.com";
    await testDb.db.insert(staffUsers).values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      role: "member",
      totpSecret: TEST_TOTP_SECRET,
      totpEnabledAt: T0,
    });
    const cookieFrom = (response: Response) => {
      expect(response.status).toBe(302);
      return response.headers.get("Set-Cookie")!.split(";")[0];
    };
    const pending = cookieFrom(await send("/crm?index", "", { email, password: PASSWORD }));
    const full = cookieFrom(
      await send("/crm?index", pending, { code: totpCode(TEST_TOTP_SECRET, T0) }),
    );
    for (let minutes = 20; minutes < 120; minutes += 20) {
      vi.setSystemTime(at(minutes));
      expect(await signedIn(full), `after ${minutes} minutes`).toBe(true);
    }
    vi.setSystemTime(at(120));
    expect(await signedIn(full)).toBe(false);
  });
});
