/** /crm's loader and login action, and /crm/logout, called directly (the no-JavaScript path). */
import { beforeAll, describe, expect, it } from "vitest";
import { routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import { createStaffUser } from "~/models/staff.server";
import { totpCode } from "~/models/totp.server";
import { action as loginAction, loader } from "./index";
import { action as logoutAction, loader as logoutLoader } from "./logout";

process.env.SESSION_SECRET ??= "test-secret-for-crm-page-tests";

const PASSWORD = "correct horse battery staple";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

function post(url: string, fields: Record<string, string>, cookie?: string) {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
}
// Through the CRM layout's middleware, which reads the session, as React Router calls the route.
const args = (request: Request, clientAddress = "203.0.113.1") =>
  routeArgs(request, { clientAddress }) as any;

/** The action's data() result: { data, init } (react-router's DataWithResponseInit). */
type DataResult = {
  data: {
    result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  };
  init: ResponseInit;
};

describe("/crm login page", () => {
  useTestDb();

  beforeAll(async () => {
    await createStaffUser("page@example.com", PASSWORD, { totpSecret: SECRET });
  });

  it("the loader says nobody is signed in without a session", async () => {
    expect(await loader(args(new Request("http://localhost/crm")))).toEqual({
      staff: null,
      pendingEmail: null,
      dashboard: null,
      invalid: false,
      ended: false,
    });
  });

  it("an empty field: 400 with the spec's message, and the password is never sent back", async () => {
    const result = (await loginAction(
      args(post("http://localhost/crm?index", { email: "page@example.com", password: "" })),
    )) as unknown as DataResult;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.password).toEqual(["Please enter both email and password"]);
    expect(JSON.stringify(result.data)).not.toContain(PASSWORD);
  });

  it("a wrong password: 401 with the generic message as a form error, password not echoed", async () => {
    const result = (await loginAction(
      args(
        post("http://localhost/crm?index", {
          email: "page@example.com",
          password: "the wrong password",
        }),
      ),
    )) as unknown as DataResult;
    expect(result.init.status).toBe(401);
    expect(result.data.result.error?.[""]).toEqual([
      "Login failed. Please check your credentials.",
    ]);
    expect(JSON.stringify(result.data)).not.toContain("the wrong password");
  });

  it("too many attempts: 429 with a clear message", async () => {
    process.env.RATE_LIMIT_LOGIN = "1/15m";
    try {
      const attempt = () =>
        loginAction(
          args(
            post("http://localhost/crm?index", {
              email: "x@example.com",
              password: "the wrong password",
            }),
            "203.0.113.9",
          ),
        );
      await attempt();
      const result = (await attempt()) as unknown as DataResult;
      expect(result.init.status).toBe(429);
      expect(result.data.result.error?.[""]).toEqual([
        "Too many login attempts. Please try again in 15 minutes.",
      ]);
    } finally {
      delete process.env.RATE_LIMIT_LOGIN;
    }
  });

  it("success: the password leads to the second step, the code to the dashboard (new session, a flash toast); logout revokes", async () => {
    const password = (await loginAction(
      args(post("http://localhost/crm?index", { email: "page@example.com", password: PASSWORD })),
    )) as Response;
    expect(password.status).toBe(302);
    expect(password.headers.get("Location")).toBe("/crm");
    const pendingCookie = password.headers
      .getSetCookie()
      .find((c) => c.startsWith("__session="))!
      .split(";")[0];
    const atSecondStep = (await runRoute(
      loader,
      args(new Request("http://localhost/crm", { headers: { Cookie: pendingCookie } })),
    )) as Awaited<ReturnType<typeof loader>>;
    expect(atSecondStep).toEqual({
      staff: null,
      pendingEmail: "page@example.com",
      dashboard: null,
      invalid: false,
      ended: false,
    });

    // a wrong code: 401, the form again
    const wrong = (await runRoute(
      loginAction,
      args(post("http://localhost/crm?index", { code: "000000" }, pendingCookie)),
    )) as unknown as DataResult;
    expect(wrong.init.status).toBe(401);
    expect(wrong.data.result.error?.[""]?.[0]).toMatch(/That code did not work/);

    const response = (await runRoute(
      loginAction,
      args(post("http://localhost/crm?index", { code: totpCode(SECRET) }, pendingCookie)),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/crm");
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("__session="));
    expect(session).toBeDefined();
    expect(cookies.some((c) => c.startsWith("__toast="))).toBe(true);
    const cookie = session!.split(";")[0];
    expect(cookie).not.toBe(pendingCookie);

    const signedIn = (await runRoute(
      loader,
      args(new Request("http://localhost/crm", { headers: { Cookie: cookie } })),
    )) as { staff: { email: string } | null };
    expect(signedIn.staff).toEqual({ email: "page@example.com" });

    const out = await logoutAction(args(post("http://localhost/crm/logout", {}, cookie)));
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/crm");
    expect(out.headers.getSetCookie().some((c) => /^__session=;.*Max-Age=0/.test(c))).toBe(true);
    // The revoked session's cookie: the login says the session ended, once, and clears it.
    const after = (await runRoute(
      loader,
      args(new Request("http://localhost/crm", { headers: { Cookie: cookie } })),
    )) as unknown as { data: unknown; init: ResponseInit };
    expect(after.data).toEqual({
      staff: null,
      pendingEmail: null,
      dashboard: null,
      invalid: false,
      ended: true,
    });
    expect(new Headers(after.init.headers).get("Set-Cookie")).toMatch(/^__session=;.*Max-Age=0/);
  });

  it("GET /crm/logout changes nothing and goes back to /crm", async () => {
    const response = logoutLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/crm");
  });
});
