/**
 * Generated from app/routes.ts, like no-session.test.ts: a browser past the password but not the
 * second factor reaches nothing but its next step. An account without a factor is sent to the
 * enrolment from every CRM page; an enrolled one that has not given its code, to the second step
 * at /crm. Every /api/crm/* endpoint answers 401 to both. Only the enrolment and logout (the
 * any-session group) let such a browser in.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "@db/schema";
import { createSession } from "~/models/session.server";
import { sessionCookieHeader } from "~/utils/session-cookie.server";
import { flatRoutes, inProcessHandler } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";

const testDb = useTestDb();

let handle: Awaited<ReturnType<typeof inProcessHandler>>;
const cookies = { unenrolled: "", enrolled: "" };

async function pendingCookie(email: string, enrolled: boolean) {
  const [user] = await testDb.db
    .insert(staffUsers)
    .values({
      email,
      passwordHash: "not-used",
      role: "admin",
      ...(enrolled
        ? { totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date() }
        : {}),
    })
    .returning();
  const session = await createSession(user.id); // the password only: no second factor yet
  return (await sessionCookieHeader(session.id)).split(";")[0];
}

beforeAll(async () => {
  handle = await inProcessHandler();
  cookies.unenrolled = await pendingCookie("unenrolled@example.com", false);
  cookies.enrolled = await pendingCookie("enrolled@example.com", true);
}, 120_000);

const addressOf = (pattern: string) =>
  pattern
    .replace(":kind", "leads")
    .replace(/:[a-zA-Z]+/g, "1")
    .replace("*", "no-such-page");

const all = flatRoutes();
const byId = new Map(all.map((r) => [r.id, r]));
const inGroup = (route: (typeof all)[number], file: RegExp) => {
  for (let r: typeof route | undefined = route; r; r = byId.get(r.parentId)) {
    if (file.test(r.file)) return true;
  }
  return false;
};
const routes = all.filter((r) => r.path !== undefined || r.index);
const pages = routes.filter(
  (r) =>
    r.pattern.startsWith("/crm/") &&
    !inGroup(r, /crm\/any-session\.ts$/) &&
    !inGroup(r, /crm\/public\.ts$/),
);
const endpoints = routes.filter((r) => r.pattern.startsWith("/api/crm/"));

const send = (method: string, path: string, cookie: string) =>
  handle(
    new Request(`http://localhost${path}`, {
      method,
      redirect: "manual",
      headers: {
        Cookie: cookie,
        ...(method === "GET" ? {} : { "Content-Type": "application/json" }),
      },
      ...(method === "GET" ? {} : { body: "{}" }),
    }),
  );

describe("past the password only", () => {
  it("the config has CRM pages and endpoints to check, and the enrolment outside them", () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(endpoints.length).toBeGreaterThan(20);
    expect(pages.map((r) => r.pattern)).not.toContain("/crm/enrol");
  });

  for (const route of pages) {
    for (const method of ["GET", "POST"]) {
      it(`${method} ${route.pattern}: an account without a factor goes to the enrolment`, async () => {
        const response = await send(method, addressOf(route.pattern), cookies.unenrolled);
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/crm/enrol");
      });
      it(`${method} ${route.pattern}: an enrolled account goes to the second step`, async () => {
        const response = await send(method, addressOf(route.pattern), cookies.enrolled);
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/crm");
      });
    }
  }

  for (const route of endpoints) {
    for (const method of ["GET", "POST"]) {
      it(`${method} ${route.pattern} answers 401 to both`, async () => {
        for (const cookie of [cookies.unenrolled, cookies.enrolled]) {
          const response = await send(method, addressOf(route.pattern), cookie);
          expect(response.status).toBe(401);
          expect(await response.json()).toEqual({ message: "Unauthorized" });
        }
      });
    }
  }

  it("/crm itself: the enrolment for an account without a factor, the code form otherwise", async () => {
    const unenrolled = await send("GET", "/crm", cookies.unenrolled);
    expect(unenrolled.status).toBe(302);
    expect(unenrolled.headers.get("Location")).toBe("/crm/enrol");
    const enrolled = await send("GET", "/crm", cookies.enrolled);
    expect(enrolled.status).toBe(200);
    const html = await enrolled.text();
    expect(html).toContain("Enter your code");
    expect(html).not.toContain("CRM Dashboard</h1>");
  });

  it("the enrolment page shows the QR code (SVG) and the set-up key as text", async () => {
    const response = await send("GET", "/crm/enrol", cookies.unenrolled);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Set up your second factor");
    expect(html).toContain('src="data:image/svg+xml;base64,');
    expect(html).toMatch(/<code>([A-Z2-7]{4} ){7}[A-Z2-7]{4}<\/code>/);
    // an enrolled account has nothing to enrol
    const enrolled = await send("GET", "/crm/enrol", cookies.enrolled);
    expect(enrolled.headers.get("Location")).toBe("/crm");
  });
});
