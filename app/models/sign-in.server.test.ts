import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { useTestDb } from "../../tests/helpers/test-db";
import { findActiveSession } from "~/models/session.server";
import { createStaffUser } from "~/models/staff.server";
import { LOGIN_TEXTS } from "~/schemas/login";
import { getStaff } from "~/server/auth.server";
import { completeSecondStep, logIn, logInWithJson, logOut } from "~/models/sign-in.server";
import { totpCode } from "~/models/totp.server";
import {
  sessionCookieName,
  clearSessionCookieHeader,
  sessionCookieHeader,
} from "~/utils/session-cookie.server";

process.env.SESSION_SECRET ??= "test-secret-for-login-tests";

const PASSWORD = "correct horse battery staple";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const window = { max: 3, windowMs: 60_000 };
const limit = { pair: window, address: window, account: { max: 6, windowMs: 60_000 } };

function formPost(fields: Record<string, string>, cookie?: string) {
  return new Request("http://localhost/crm?index", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** "name=value" of a Set-Cookie header, for the next request's Cookie header. */
const cookiePair = (setCookie: string) => setCookie.split(";")[0];

describe("logIn", () => {
  useTestDb();

  beforeAll(async () => {
    await createStaffUser("staff@example.com", PASSWORD, { totpSecret: SECRET });
    await createStaffUser("other@example.com", PASSWORD, { totpSecret: SECRET });
  });

  afterEach(() => vi.restoreAllMocks());

  it("the right password gives a pending session (signed cookie) that only the code completes", async () => {
    const outcome = await logIn(
      formPost({ email: " Staff@Example.com ", password: PASSWORD }),
      "10.0.0.1",
      limit,
    );
    expect(outcome.status).toBe("second-step");
    if (outcome.status !== "second-step") return;
    expect(outcome.user.email).toBe("staff@example.com");
    expect(outcome.enrolled).toBe(true);
    expect(await findActiveSession(outcome.sessionId)).toMatchObject({
      email: "staff@example.com",
      mfa: false,
    });
    expect(outcome.setCookie).toMatch(new RegExp(`^${sessionCookieName()}=`));
    const withCookie = (setCookie: string) =>
      new Request("http://localhost/crm", { headers: { Cookie: cookiePair(setCookie) } });
    // the cookie names the session, signed, but the password alone signs nobody in
    expect(await getStaff(withCookie(outcome.setCookie))).toBeNull();

    const second = await completeSecondStep(
      { userId: outcome.user.id, email: outcome.user.email, sessionId: outcome.sessionId },
      totpCode(SECRET),
      { clientAddress: "10.0.0.1", userAgent: null },
    );
    expect(second.status).toBe("ok");
    if (second.status !== "ok") return;
    // a new session id: the pending one is gone
    expect(await findActiveSession(outcome.sessionId)).toBeUndefined();
    expect(await getStaff(withCookie(second.setCookie))).toMatchObject({
      userId: outcome.user.id,
      email: "staff@example.com",
      role: "member",
    });
  });

  it("gives a new session id on every login, and replaces the browser's previous session", async () => {
    const first = await logIn(
      formPost({ email: "staff@example.com", password: PASSWORD }),
      "10.0.0.2",
      limit,
    );
    if (first.status !== "second-step") throw new Error("first login failed");
    const second = await logIn(
      formPost({ email: "staff@example.com", password: PASSWORD }, cookiePair(first.setCookie)),
      "10.0.0.2",
      limit,
    );
    if (second.status !== "second-step") throw new Error("second login failed");
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await findActiveSession(first.sessionId)).toBeUndefined();
  });

  it("asks for both fields when either is empty", async () => {
    const cases: Record<string, string>[] = [
      { email: "", password: PASSWORD },
      { email: "staff@example.com", password: "" },
      {},
      { email: "  ", password: "   " },
    ];
    for (const fields of cases) {
      const outcome = await logIn(formPost(fields), "10.0.0.3", limit);
      expect(outcome).toMatchObject({
        status: "invalid",
        message: "Please enter both email and password",
      });
    }
  });

  it("fails with one generic message for a wrong password and for an unknown email", async () => {
    const wrong = await logIn(
      formPost({ email: "staff@example.com", password: "not the password" }),
      "10.0.0.4",
      limit,
    );
    const unknown = await logIn(
      formPost({ email: "nobody@example.com", password: PASSWORD }),
      "10.0.0.5",
      limit,
    );
    expect(wrong).toEqual({
      status: "failed",
      message: "Login failed. Please check your credentials.",
    });
    expect(unknown).toEqual(wrong);
  });

  it("throttles per client address after N attempts, whatever the email", async () => {
    const address = "10.0.1.1";
    for (let i = 0; i < window.max; i++) {
      const outcome = await logIn(
        formPost({ email: `guess${i}@example.com`, password: "wrong wrong wrong" }),
        address,
        limit,
      );
      expect(outcome.status).toBe("failed");
    }
    const blocked = await logIn(
      formPost({ email: "staff@example.com", password: PASSWORD }),
      address,
      limit,
    );
    expect(blocked.status).toBe("throttled");
    if (blocked.status !== "throttled") return;
    expect(blocked.retryAfter).toBeGreaterThan(0);
    expect(blocked.retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.message).toBe("Too many login attempts. Please try again in 1 minute.");
    // another address is not affected
    expect(
      (await logIn(formPost({ email: "staff@example.com", password: PASSWORD }), "10.0.1.2", limit))
        .status,
    ).toBe("second-step");
  });

  it("failures from one address do not stop the right password from another address", async () => {
    await createStaffUser("victim@example.com", PASSWORD);
    for (let i = 0; i < 5; i++) {
      await logIn(
        formPost({ email: "victim@example.com", password: "attacker guess" }),
        "203.0.113.66",
        limit,
      );
    }
    expect(
      (
        await logIn(
          formPost({ email: "victim@example.com", password: PASSWORD }),
          "198.51.100.7",
          limit,
        )
      ).status,
    ).toBe("second-step");
    // the attacker's address stays throttled for this account
    expect(
      (
        await logIn(
          formPost({ email: "victim@example.com", password: PASSWORD }),
          "203.0.113.66",
          limit,
        )
      ).status,
    ).toBe("throttled");
  });

  it("past the account-wide ceiling only addresses that signed in before may try", async () => {
    await createStaffUser("ceiling@example.com", PASSWORD);
    const attempt = (password: string, address: string) =>
      logIn(formPost({ email: "ceiling@example.com", password }), address, limit);
    expect((await attempt(PASSWORD, "10.0.2.200")).status).toBe("second-step");
    // distributed guessing: one failure from each of many addresses reaches the ceiling (6)
    for (let i = 0; i < limit.account.max; i++) await attempt("wrong wrong wrong", `10.0.2.${i}`);
    expect((await attempt(PASSWORD, "10.0.2.99")).status).toBe("throttled");
    // the staff member's usual address still gets in
    expect((await attempt(PASSWORD, "10.0.2.200")).status).toBe("second-step");
  });

  it("a team signing in from one office address is not locked out by its own successful logins", async () => {
    const office = "10.0.4.1";
    for (let i = 0; i < window.max + 2; i++) {
      const outcome = await logIn(
        formPost({ email: "staff@example.com", password: PASSWORD }),
        office,
        limit,
      );
      expect(outcome.status).toBe("second-step");
    }
  });

  it("a successful login resets this address's count for the account", async () => {
    await createStaffUser("reset@example.com", PASSWORD);
    const attempt = (password: string, n: number) =>
      logIn(formPost({ email: "reset@example.com", password }), `10.0.3.${n % 1}`, limit);
    expect((await attempt("wrong wrong wrong", 1)).status).toBe("failed");
    expect((await attempt("wrong wrong wrong", 2)).status).toBe("failed");
    expect((await attempt(PASSWORD, 3)).status).toBe("second-step");
    // three more allowed: the two failures before the success no longer count
    expect((await attempt("wrong wrong wrong", 4)).status).toBe("failed");
    expect((await attempt("wrong wrong wrong", 5)).status).toBe("failed");
    expect((await attempt("wrong wrong wrong", 6)).status).toBe("failed");
    expect((await attempt(PASSWORD, 7)).status).toBe("throttled");
  });

  it("takes JSON fields the same way, ignoring non-string values; the code comes with them", async () => {
    const request = new Request("http://localhost/api/auth/login", { method: "POST" });
    expect(
      await logInWithJson(
        { email: "staff@example.com", password: PASSWORD },
        request,
        "10.0.5.1",
        limit,
      ),
    ).toMatchObject({ status: "mfa-required" });
    expect(
      (
        await logInWithJson(
          // another account: staff@example.com spent this step's code in the first test
          { email: "other@example.com", password: PASSWORD, code: totpCode(SECRET) },
          request,
          "10.0.5.1",
          limit,
        )
      ).status,
    ).toBe("ok");
    expect(
      await logInWithJson(
        { email: "staff@example.com", password: 12345 },
        request,
        "10.0.5.1",
        limit,
      ),
    ).toMatchObject({
      status: "invalid",
      errors: { password: [LOGIN_TEXTS.required] },
    });
  });

  it("logs who signed in or failed, never the password or the cookie", async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    vi.spyOn(console, "log").mockImplementation(capture);
    vi.spyOn(console, "error").mockImplementation(capture);
    const level = process.env.LOG_LEVEL;
    delete process.env.LOG_LEVEL;
    onTestFinished(() => {
      if (level !== undefined) process.env.LOG_LEVEL = level;
    });
    const ok = await logIn(
      formPost({ email: "staff@example.com", password: PASSWORD }),
      "10.0.6.1",
      limit,
    );
    await logIn(
      formPost({ email: "staff@example.com", password: "a wrong password here" }),
      "10.0.6.1",
      limit,
    );
    const all = lines.join("\n");
    expect(all).toContain("staff password accepted");
    expect(all).toContain("staff login failed");
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain("a wrong password here");
    if (ok.status === "second-step") expect(all).not.toContain(ok.sessionId);
  });

  it("logOut deletes the session so the same cookie is refused afterwards", async () => {
    const outcome = await logIn(
      formPost({ email: "staff@example.com", password: PASSWORD }),
      "10.0.7.1",
      limit,
    );
    if (outcome.status !== "second-step") throw new Error("login failed");
    const request = new Request("http://localhost/crm/logout", {
      method: "POST",
      headers: { Cookie: cookiePair(outcome.setCookie) },
    });
    const cleared = await logOut(request);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await findActiveSession(outcome.sessionId)).toBeUndefined();
    expect(
      await getStaff(
        new Request("http://localhost/crm", { headers: { Cookie: cookiePair(outcome.setCookie) } }),
      ),
    ).toBeNull();
  });

  it("ignores a cookie whose signature does not match", async () => {
    const outcome = await logIn(
      formPost({ email: "staff@example.com", password: PASSWORD }),
      "10.0.8.1",
      limit,
    );
    if (outcome.status !== "second-step") throw new Error("login failed");
    const [value] = cookiePair(outcome.setCookie).split("=").slice(1);
    const [payload, signature] = decodeURIComponent(value).split(".");
    // The first character carries six whole bits of the signature; the last one has
    // padding bits that a lenient base64 decoder ignores, so changing it may not forge.
    const tampered = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const forged = `${sessionCookieName()}=${encodeURIComponent(`${payload}.${tampered}`)}`;
    expect(
      await getStaff(new Request("http://localhost/crm", { headers: { Cookie: forged } })),
    ).toBeNull();
  });
});

describe("session cookie attributes", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env.NODE_ENV = env.NODE_ENV;
    if (env.SESSION_COOKIE_SECURE === undefined) delete process.env.SESSION_COOKIE_SECURE;
    else process.env.SESSION_COOKIE_SECURE = env.SESSION_COOKIE_SECURE;
  });

  it("is HttpOnly, SameSite=Lax, path /, with a Max-Age, and not Secure outside production", async () => {
    process.env.NODE_ENV = "development";
    const header = await sessionCookieHeader("abc", new Date(Date.now() + 28_800_500));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Max-Age=28800/);
    expect(header).not.toMatch(/; Secure/);
  });

  it("is Secure and __Host- prefixed in production", async () => {
    process.env.NODE_ENV = "production";
    expect(await sessionCookieHeader("abc")).toMatch(/^__Host-session=.*; Secure/);
    expect(await sessionCookieHeader("abc")).not.toMatch(/Domain=/i);
    expect(await clearSessionCookieHeader()).toMatch(/; Secure/);
  });

  it("SESSION_COOKIE_SECURE overrides either way", async () => {
    process.env.NODE_ENV = "production";
    process.env.SESSION_COOKIE_SECURE = "false";
    expect(await sessionCookieHeader("abc")).not.toMatch(/; Secure/);
    process.env.NODE_ENV = "development";
    process.env.SESSION_COOKIE_SECURE = "true";
    expect(await sessionCookieHeader("abc")).toMatch(/; Secure/);
  });
});
