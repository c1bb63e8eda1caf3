/**
 * The CRM's defaults (decision 050), through the routes as a browser gets them: a member's leads
 * list starts at Mine and `?owner=all` shows everyone's, an admin's starts at everyone's; the plan
 * page gives a follow-up on a lead nobody owns to the planner; Log activity opened from a lead
 * keeps that lead (a hidden field, no picker).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "@db/schema";
import { parseOwnerParam, resolveOwner } from "~/schemas/owner";
import { signIn } from "../helpers/crm-session";
import { inProcessHandler } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";

const testDb = useTestDb();

let handle: Awaited<ReturnType<typeof inProcessHandler>>;
let member: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let ids: { mine: number; theirs: number; nobodys: number };
beforeAll(async () => {
  handle = await inProcessHandler();
  member = await signIn(testDb.db, "member@example.com", { role: "member" });
  admin = await signIn(testDb.db, "admin@example.com", { role: "admin" });
  const rows = await testDb.db
    .insert(leads)
    .values([
      { firstName: "Mia", lastName: "Zed", email: "mia@example.com", ownerId: member.userId },
      { firstName: "Abe", lastName: "Zed", email: "abe@example.com", ownerId: admin.userId },
      { firstName: "Nob", lastName: "Zed", email: "nob@example.com", ownerId: null },
    ])
    .returning();
  ids = { mine: rows[0].id, theirs: rows[1].id, nobodys: rows[2].id };
}, 120_000);

const page = async (path: string, cookie: string) => {
  const response = await handle(
    new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }),
  );
  expect(response.status).toBe(200);
  return response.text();
};
const shown = (html: string) =>
  ["mia@example.com", "abe@example.com", "nob@example.com"].filter((email) => html.includes(email));
const selectedOwner = (html: string) =>
  html
    .match(/<select[^>]*id="lead-owner-filter"[^>]*>([\s\S]*?)<\/select>/)?.[1]
    .match(/<option[^>]*value="([^"]*)"[^>]*selected[^>]*>/)?.[1];

describe("whose leads the list starts at", () => {
  it("?owner=all is everyone's, in the URL and for the API", () => {
    expect(parseOwnerParam("all")).toBe("all");
    expect(resolveOwner("all", 7)).toBeUndefined();
    expect(resolveOwner("me", 7)).toBe(7);
  });

  it("a member: Mine, with everyone's a choice away", async () => {
    const html = await page("/crm?q=Zed", member.cookie);
    expect(shown(html)).toEqual(["mia@example.com"]);
    expect(selectedOwner(html)).toBe("me");
    const all = await page("/crm?q=Zed&owner=all", member.cookie);
    expect(shown(all)).toEqual(["mia@example.com", "abe@example.com", "nob@example.com"]);
    expect(selectedOwner(all)).toBe("all");
  });

  it("an admin: everyone's", async () => {
    const html = await page("/crm?q=Zed", admin.cookie);
    expect(shown(html)).toEqual(["mia@example.com", "abe@example.com", "nob@example.com"]);
    expect(selectedOwner(html)).toBe("all");
  });
});

describe("forms opened from a lead", () => {
  it("Plan follow-up on a lead nobody owns: Who will do it is the planner", async () => {
    const html = await page(`/crm/leads/${ids.nobodys}/follow-ups/new`, member.cookie);
    const select = html.match(/<select[^>]*name="assigneeId"[^>]*>([\s\S]*?)<\/select>/)?.[1];
    expect(select?.match(/<option[^>]*value="([^"]*)"[^>]*selected/)?.[1]).toBe(
      String(member.userId),
    );
    // On an owned lead it stays the owner's.
    const owned = await page(`/crm/leads/${ids.theirs}/follow-ups/new`, member.cookie);
    const ownedSelect = owned.match(/<select[^>]*name="assigneeId"[^>]*>([\s\S]*?)<\/select>/)?.[1];
    expect(ownedSelect?.match(/<option[^>]*value="([^"]*)"[^>]*selected/)?.[1]).toBe(
      String(admin.userId),
    );
  });

  it("Log activity from a lead keeps the lead and has no lead picker", async () => {
    const html = await page(`/crm/activities/new?leadId=${ids.mine}`, member.cookie);
    expect(html).toMatch(new RegExp(`<input type="hidden" name="leadId" value="${ids.mine}"`));
    expect(html).not.toMatch(/<select[^>]*name="leadId"/);
    expect(html).toContain("mia@example.com");
    // Without a lead it asks for one.
    expect(await page("/crm/activities/new", member.cookie)).toMatch(/<select[^>]*name="leadId"/);
  });
});
