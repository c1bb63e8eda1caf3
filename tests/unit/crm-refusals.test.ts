/**
 * A member refused inside /crm stays in the CRM (decision 041): an admin page
 * answers 403 in the CRM frame with a way back to the leads, never the public site's frame; an
 * export's link opened as a page is refused in that frame before any password; the API's
 * refusals stay JSON. And a browser whose session ended elsewhere is told so at the sign-in.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "@db/schema";
import { signIn } from "../helpers/crm-session";
import { inProcessHandler } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";

const testDb = useTestDb();
let handle: Awaited<ReturnType<typeof inProcessHandler>>;
let member: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  handle = await inProcessHandler();
  member = await signIn(testDb.db, undefined, { role: "member" });
}, 120_000);

const get = (path: string, cookie: string, headers: Record<string, string> = {}) =>
  handle(
    new Request(`http://localhost${path}`, {
      redirect: "manual",
      headers: { Cookie: cookie, ...headers },
    }),
  );

/** The CRM frame's marks, and none of the public site's. */
function expectCrmFrame(html: string, email: string) {
  expect(html).toContain(`<strong>${email}</strong>`);
  expect(html).toContain(">Logout<");
  expect(html).not.toContain("FREE Discovery Call");
  expect(html).not.toContain("Return to Home");
  expect(html).not.toContain("Cookie");
}

describe("a member refused inside /crm", () => {
  for (const path of [
    "/crm/people",
    "/crm/staff",
    "/crm/mail",
    "/crm/system",
    "/crm/people/report?email=a%40x.com",
  ]) {
    it(`GET ${path}: 403 in the CRM frame with the reason and a way back to the leads`, async () => {
      const response = await get(path, member.cookie);
      expect(response.status).toBe(403);
      expect(response.headers.get("Content-Type")).toMatch(/text\/html/);
      const html = await response.text();
      expectCrmFrame(html, member.email);
      expect(html).toContain('<h1 id="crm-error-title">We could not accept that request</h1>');
      expect(html).toContain("Only an admin can do this.");
      expect(html).toMatch(/<a [^>]*href="\/crm"[^>]*>Back to leads<\/a>/);
      expect(html).toContain(
        "<title>We could not accept that request | CRM | Durham Data Strategy</title>",
      );
      expect(html).toContain('content="noindex, nofollow"');
    });
  }

  it("an export's link is refused in the CRM frame before any password is asked", async () => {
    const viaLink = await get("/crm/reauth?returnTo=%2Fapi%2Fcrm%2Fleads%2Fexport", member.cookie);
    expect(viaLink.status).toBe(403);
    const html = await viaLink.text();
    expectCrmFrame(html, member.email);
    expect(html).not.toContain("Confirm it is you");
    expect(html).not.toContain('type="password"');

    // The export's own address opened as a page: to that same refusal, not raw JSON.
    const opened = await get("/api/crm/leads/export", member.cookie, {
      "Sec-Fetch-Mode": "navigate",
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe(
      "/crm/reauth?returnTo=%2Fapi%2Fcrm%2Fleads%2Fexport",
    );
  });

  it("the API's refusal stays JSON", async () => {
    const response = await get("/api/crm/leads/export", member.cookie, {
      "Sec-Fetch-Mode": "cors",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "Only an admin can do this. Ask one of the CRM's admins if you need it done.",
    });
  });

  it("a post to an admin page is refused in the CRM frame too", async () => {
    const response = await handle(
      new Request("http://localhost/crm/staff", {
        method: "POST",
        redirect: "manual",
        headers: {
          Cookie: member.cookie,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "invite", email: "x@example.com" }),
      }),
    );
    expect(response.status).toBe(403);
    expectCrmFrame(await response.text(), member.email);
  });
});

describe("a session that ended elsewhere", () => {
  it("lands on the sign-in with the reason, once; the cookie is cleared", async () => {
    const me = await signIn(testDb.db);
    await testDb.db.delete(sessions).where(eq(sessions.id, me.sessionId));
    const page = await get("/crm/leads/new", me.cookie);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/crm");
    const login = await get("/crm", me.cookie);
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Admin Login");
    expect(html).toContain("You were signed out: this session was ended from another device");
    expect(login.headers.getSetCookie().some((c) => /session=;.*Max-Age=0/.test(c))).toBe(true);

    // A plain visit without the cookie (or after Logout) says nothing of the kind.
    const fresh = await get("/crm", "");
    expect(await fresh.text()).not.toContain("You were signed out");
  });

  it("the sign-in says who signs in, in British spelling, under the spec's heading", async () => {
    const html = await (await get("/crm", "")).text();
    expect(html).toMatch(/<h1[^>]*>Admin Login<\/h1>/);
    expect(html).toContain("Every CRM account signs in here, admins and members alike.");
    expect(html).toContain("Access restricted to authorised personnel only");
    expect(html).not.toContain("authorized");
  });
});
