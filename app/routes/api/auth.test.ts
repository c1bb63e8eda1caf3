/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/status: the route modules called directly. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { requestContext } from "~/utils/request-context";
import { useTestDb } from "../../../tests/helpers/test-db";
import { createStaffUser } from "~/models/staff.server";
import { totpCode } from "~/models/totp.server";
import type { MiddlewareFunction } from "react-router";
import {
  getStaffFromBearer,
  signedInStaff,
  staffApiOnly,
  staffApiOrBearerOnly,
} from "~/server/auth.server";
import { routeArgs } from "../../../tests/helpers/route-call";
import { action as loginAction, loader as loginLoader } from "./auth.login";
import { action as logoutAction } from "./auth.logout";
import { loader as statusLoader } from "./auth.status";

process.env.SESSION_SECRET ??= "test-secret-for-auth-api-tests";

const PASSWORD = "correct horse battery staple";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
let addressCounter = 0;

/**
 * A code is accepted once per 30-second step, so each sign-in here moves the clock (Date only)
 * to the next step and takes that step's code, as a person waiting for the next code would.
 */
let clock = Date.now();
function nextCode(): string {
  clock += 30_000;
  vi.setSystemTime(clock);
  return totpCode(SECRET, new Date(clock));
}
/** The right password and a fresh code. */
const good = () => ({ email: "api@example.com", password: PASSWORD, code: nextCode() });

/** Runs a route function; a thrown Response (readJson, guards) is the answer too. */
async function answer(run: () => Promise<unknown> | unknown): Promise<Response> {
  try {
    const result = await run();
    if (!(result instanceof Response)) throw new Error("expected a Response");
    return result;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

function login(
  body: unknown,
  { address, raw, cookie }: { address?: string; raw?: string; cookie?: string } = {},
) {
  const request = new Request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: raw ?? JSON.stringify(body),
  });
  const clientAddress = address ?? `192.0.2.${++addressCounter}`;
  return answer(() =>
    loginAction({
      request,
      params: {},
      context: requestContext({ nonce: "", clientAddress }),
    } as any),
  );
}

function status(cookie?: string, headers: Record<string, string> = {}) {
  const request = new Request("http://localhost/api/auth/status", {
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
  return answer(() =>
    statusLoader({
      request,
      params: {},
      context: requestContext({ nonce: "", clientAddress: "x" }),
    } as any),
  );
}

function logout(cookie?: string) {
  const request = new Request("http://localhost/api/auth/logout", {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
  });
  return answer(() =>
    logoutAction({
      request,
      params: {},
      context: requestContext({ nonce: "", clientAddress: "x" }),
    } as any),
  );
}

/** The staff member a group's middleware lets through; throws its 401 Response otherwise. */
async function throughMiddleware(middleware: MiddlewareFunction<Response>, request: Request) {
  const args = routeArgs(request);
  await middleware(args, async () => new Response());
  return signedInStaff(args.context);
}
const requireApiStaff = (request: Request) => throughMiddleware(staffApiOnly, request);
const requireApiStaffOrBearer = (request: Request) =>
  throughMiddleware(staffApiOrBearerOnly, request);

const cookieOf = (response: Response) => (response.headers.get("Set-Cookie") ?? "").split(";")[0];

describe("auth API", () => {
  useTestDb();

  beforeAll(async () => {
    await createStaffUser("api@example.com", PASSWORD, { totpSecret: SECRET });
    await createStaffUser("new@example.com", PASSWORD);
  });

  afterAll(() => vi.useRealTimers());

  afterEach(() => {
    delete process.env.RATE_LIMIT_LOGIN_ADDRESS;
  });

  it("a second sign-in from the same client ends the first session: its cookie answers 401", async () => {
    const asApi = (cookie: string) =>
      answer(async () => {
        await requireApiStaff(
          new Request("http://localhost/api/crm/leads", { headers: { Cookie: cookie } }),
        );
        return new Response(null, { status: 200 });
      });
    const first = cookieOf(await login(good()));
    expect((await asApi(first)).status).toBe(200);
    const again = await login(good(), { cookie: first });
    expect(again.status).toBe(200);
    const second = cookieOf(again);
    expect(second).not.toBe(first);
    expect((await asApi(first)).status).toBe(401);
    expect((await asApi(second)).status).toBe(200);
  });

  it("200 with the user and a session cookie for the right credentials", async () => {
    const response = await login(good());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      authenticated: true,
      user: { email: "api@example.com" },
    });
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("401 {mfaRequired: true} without a code; 401 for a wrong code or a replayed one; no cookie", async () => {
    const noCode = await login({ email: "api@example.com", password: PASSWORD });
    expect(noCode.status).toBe(401);
    expect(await noCode.json()).toEqual({
      mfaRequired: true,
      message: "Enter the 6-digit code from your authenticator app as code",
    });
    expect(noCode.headers.get("Set-Cookie")).toBeNull();

    const wrong = await login({ email: "api@example.com", password: PASSWORD, code: "000000" });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).mfaRequired).toBeUndefined();
    expect(wrong.headers.get("Set-Cookie")).toBeNull();

    const body = good();
    expect((await login(body)).status).toBe(200);
    const replayed = await login(body);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({
      message:
        "That code has already been used. Wait for your app to show a new code, then enter that one.",
    });
    expect(replayed.headers.get("Set-Cookie")).toBeNull();
  });

  it("403 {enrolmentRequired: true} for an account without a second factor, no cookie", async () => {
    const response = await login({ email: "new@example.com", password: PASSWORD, code: "123456" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ enrolmentRequired: true });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("400 with the spec's message and field errors when a field is empty", async () => {
    const response = await login({ email: "api@example.com", password: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please enter both email and password",
      errors: { password: ["Please enter both email and password"] },
    });
    const both = await login({});
    expect(both.status).toBe(400);
    expect((await both.json()).errors).toEqual({
      email: ["Please enter both email and password"],
      password: ["Please enter both email and password"],
    });
  });

  it("400 for malformed JSON", async () => {
    const response = await login(undefined, { raw: "{not json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty("message");
    expect((await login(undefined, { raw: "[1,2]" })).status).toBe(400);
  });

  it("401 with the generic message for a wrong password or an unknown email, no cookie", async () => {
    for (const body of [
      { email: "api@example.com", password: "wrong password!!" },
      { email: "nobody@example.com", password: PASSWORD },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: "Login failed. Please check your credentials.",
      });
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("429 with Retry-After once RATE_LIMIT_LOGIN_ADDRESS is used up for an address", async () => {
    process.env.RATE_LIMIT_LOGIN_ADDRESS = "2/5m";
    const address = "198.51.100.7";
    expect(
      (await login({ email: "a1@example.com", password: "wrong password!!" }, { address })).status,
    ).toBe(401);
    expect(
      (await login({ email: "a2@example.com", password: "wrong password!!" }, { address })).status,
    ).toBe(401);
    const blocked = await login({ email: "api@example.com", password: PASSWORD }, { address });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect((await blocked.json()).message).toBe(
      "Too many login attempts. Please try again in 5 minutes.",
    );
    expect(blocked.headers.get("Set-Cookie")).toBeNull();
  });

  it("405 for GET on the login endpoint", async () => {
    expect((await answer(() => loginLoader())).status).toBe(405);
  });

  it("status: signed out → {authenticated: false, token: null}", async () => {
    const response = await status();
    expect(await response.json()).toEqual({ authenticated: false, token: null });
    expect(await (await status("__session=garbage")).json()).toEqual({
      authenticated: false,
      token: null,
    });
  });

  it("status: signed in → authenticated, the user and a bearer token the CSV export accepts", async () => {
    const cookie = cookieOf(await login(good()));
    const body = await (await status(cookie)).json();
    expect(body).toMatchObject({ authenticated: true, user: { email: "api@example.com" } });
    expect(typeof body.token).toBe("string");
    const withBearer = new Request("http://localhost/api/crm/newsletters/export", {
      headers: { Authorization: `Bearer ${body.token}` },
    });
    expect(await getStaffFromBearer(withBearer)).toMatchObject({ email: "api@example.com" });
    expect(await requireApiStaffOrBearer(withBearer)).toMatchObject({ email: "api@example.com" });
    // the bearer token is for the export only, not a substitute for the cookie elsewhere
    expect((await answer(() => requireApiStaff(withBearer))).status).toBe(401);
  });

  it("logout revokes the session: the old cookie and its token are refused afterwards", async () => {
    const cookie = cookieOf(await login(good()));
    const { token } = await (await status(cookie)).json();
    const apiRequest = () =>
      new Request("http://localhost/api/crm/leads", { headers: { Cookie: cookie } });
    expect(await requireApiStaff(apiRequest())).toMatchObject({ email: "api@example.com" });

    const response = await logout(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: false });
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=;.*Max-Age=0/);

    // replaying the old cookie
    expect(await (await status(cookie)).json()).toEqual({ authenticated: false, token: null });
    const refused = await answer(() => requireApiStaff(apiRequest()));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: "Unauthorized" });
    const bearer = new Request("http://localhost/api/crm/newsletters/export", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await answer(() => requireApiStaffOrBearer(bearer))).status).toBe(401);
  });

  it("logout without a session still answers 200 and clears the cookie", async () => {
    const response = await logout();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: false });
  });
});
