/**
 * Generated from app/routes.ts: every CRM page below the login and every /api/crm/* endpoint,
 * called without a session through React Router's own handler (the real middleware, loaders and
 * actions), answers as a visitor without a session should: a page sends them to the login at
 * /crm, an endpoint answers 401 {"message":"Unauthorized"}. A route added later is covered
 * without a test of its own; one added outside the staff-only route groups fails here.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { flatRoutes, inProcessHandler } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";

useTestDb();

let handle: Awaited<ReturnType<typeof inProcessHandler>>;
beforeAll(async () => {
  handle = await inProcessHandler();
}, 120_000);

/** A concrete address for a pattern: ids, a known collection, a splat. */
const addressOf = (pattern: string) =>
  pattern
    .replace(":kind", "leads")
    .replace(/:[a-zA-Z]+/g, "1")
    .replace("*", "no-such-page");

const all = flatRoutes();
const byId = new Map(all.map((r) => [r.id, r]));
/** The group for people without an account (the invitation link): checked on its own below. */
const isPublic = (route: (typeof all)[number]) => {
  for (let r: typeof route | undefined = route; r; r = byId.get(r.parentId))
    if (r.file === "routes/crm/public.ts") return true;
  return false;
};
const routes = all.filter((route) => route.path !== undefined || route.index);
const pages = routes.filter((r) => r.pattern.startsWith("/crm/") && !isPublic(r));
const endpoints = routes.filter((r) => r.pattern.startsWith("/api/crm/"));

const send = (method: string, path: string) =>
  handle(
    new Request(`http://localhost${path}`, {
      method,
      redirect: "manual",
      ...(method === "GET" ? {} : { body: "{}", headers: { "Content-Type": "application/json" } }),
    }),
  );

describe("without a session", () => {
  it("the config has CRM pages and endpoints to check", () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(endpoints.length).toBeGreaterThan(20);
  });

  for (const route of pages) {
    for (const method of ["GET", "POST"]) {
      it(`${method} ${route.pattern} goes to the login at /crm`, async () => {
        const response = await send(method, addressOf(route.pattern));
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/crm");
      });
    }
  }

  it("the public group holds only the invitation link, which answers without a session", async () => {
    expect(routes.filter(isPublic).map((r) => r.pattern)).toEqual(["/crm/join/:token"]);
    const response = await send("GET", "/crm/join/not-a-token");
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("This invitation link is not valid");
  });

  for (const route of endpoints) {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      it(`${method} ${route.pattern} answers 401`, async () => {
        const response = await send(method, addressOf(route.pattern));
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: "Unauthorized" });
      });
    }
  }
});
