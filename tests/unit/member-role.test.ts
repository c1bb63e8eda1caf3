/**
 * Generated from app/routes.ts, like no-session.test.ts: every route in an admin-only group
 * (exports, subject access, erasure, restriction, staff management) refuses a signed-in member
 * with 403, by page and by API; an admin passes the same check. The routes members do use stay
 * open to them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMINS_ONLY_MESSAGE } from "~/server/auth.server";
import { signIn } from "../helpers/crm-session";
import { flatRoutes, inProcessHandler } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";

const testDb = useTestDb();

let handle: Awaited<ReturnType<typeof inProcessHandler>>;
let member: { cookie: string; token: string };
let admin: { cookie: string };
beforeAll(async () => {
  handle = await inProcessHandler();
  member = await signIn(testDb.db, "member@example.com", { role: "member" });
  admin = await signIn(testDb.db, "admin@example.com", { role: "admin" });
}, 120_000);

const addressOf = (pattern: string) =>
  pattern
    .replace(":kind", "leads")
    .replace(/:[a-zA-Z]+/g, "1")
    .replace("*", "no-such-page");

const all = flatRoutes();
const byId = new Map(all.map((r) => [r.id, r]));
/** Whether a route sits (at any depth) inside one of the admin-only groups. */
function adminOnly(route: (typeof all)[number]): boolean {
  for (let r: typeof route | undefined = route; r; r = byId.get(r.parentId)) {
    if (/admin-only\.ts$/.test(r.file)) return true;
  }
  return false;
}
const routes = all.filter((r) => r.path !== undefined || r.index);
const adminPages = routes.filter((r) => r.pattern.startsWith("/crm/") && adminOnly(r));
const adminEndpoints = routes.filter((r) => r.pattern.startsWith("/api/crm/") && adminOnly(r));

const send = (method: string, path: string, headers: Record<string, string>) =>
  handle(
    new Request(`http://localhost${path}`, {
      method,
      redirect: "manual",
      headers: {
        ...headers,
        ...(method === "GET" ? {} : { "Content-Type": "application/json" }),
      },
      ...(method === "GET" ? {} : { body: "{}" }),
    }),
  );

describe("a member", () => {
  it("the admin-only groups hold subject access, erasure, restriction and the exports", () => {
    expect(adminPages.map((r) => r.pattern)).toEqual(
      expect.arrayContaining([
        "/crm/staff",
        "/crm/people",
        "/crm/people/erase",
        "/crm/people/report",
        "/crm/mail",
        "/crm/mail/templates/:template",
        "/crm/system",
      ]),
    );
    expect(adminEndpoints.map((r) => r.pattern)).toEqual(
      expect.arrayContaining([
        "/api/crm/leads/export",
        "/api/crm/newsletters/export",
        "/api/crm/people/export",
        "/api/crm/people/erase",
        "/api/crm/people/restrict",
        "/api/crm/people/unrestrict",
        "/api/crm/erasures",
      ]),
    );
  });

  for (const route of adminPages) {
    for (const method of ["GET", "POST"]) {
      it(`${method} ${route.pattern} is a 403 page that says why`, async () => {
        const response = await send(method, addressOf(route.pattern), { Cookie: member.cookie });
        expect(response.status).toBe(403);
        const html = await response.text();
        expect(html).toContain(ADMINS_ONLY_MESSAGE.replace("'", "&#x27;"));
      });
    }
  }

  for (const route of adminEndpoints) {
    for (const method of ["GET", "POST"]) {
      it(`${method} ${route.pattern} answers 403`, async () => {
        const response = await send(method, addressOf(route.pattern), { Cookie: member.cookie });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: ADMINS_ONLY_MESSAGE });
      });
    }
  }

  it("with a bearer token, the newsletter export is 403 too", async () => {
    const response = await send("GET", "/api/crm/newsletters/export", {
      Authorization: `Bearer ${member.token}`,
    });
    expect(response.status).toBe(403);
  });

  it("still uses the dashboard and the leads API, without export or People links", async () => {
    const page = await send("GET", "/crm?tab=leads", { Cookie: member.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("CRM Dashboard");
    expect(html).not.toContain("/api/crm/leads/export");
    expect(html).not.toContain("%2Fapi%2Fcrm%2Fleads%2Fexport");
    expect(html).not.toContain('href="/crm/people"');
    const api = await send("GET", "/api/crm/leads", { Cookie: member.cookie });
    expect(api.status).toBe(200);
  });
});

describe("an admin", () => {
  it("passes the same check: the exports answer and the People link is offered", async () => {
    const csv = await send("GET", "/api/crm/leads/export", { Cookie: admin.cookie });
    expect(csv.status).toBe(200);
    const people = await send("GET", "/crm/people", { Cookie: admin.cookie });
    expect(people.status).toBe(200);
    const html = await (await send("GET", "/crm?tab=leads", { Cookie: admin.cookie })).text();
    // through the re-authentication page, which continues to the download
    expect(html).toContain("/crm/reauth?returnTo=%2Fapi%2Fcrm%2Fleads%2Fexport");
    expect(html).toContain('href="/crm/people"');
  });
});
