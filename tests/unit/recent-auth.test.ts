/**
 * Generated from app/routes.ts: every route in a recent-auth group (exports, subject-access
 * export, erasure, staff management) asks an admin whose last password or code is older than
 * REAUTH_MINUTES to confirm it first: a page goes to /crm/reauth?returnTo=<itself>, an endpoint
 * answers 403 {reauthRequired: true}. /crm/reauth takes the password or a code and continues.
 */
import { eq } from "drizzle-orm";
import { UNSAFE_SingleFetchRedirectSymbol, UNSAFE_decodeViaTurboStream } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { leadImports, leads, sessions, staffUsers } from "@db/schema";
import { hashPassword } from "~/models/staff.server";
import { totpCode } from "~/models/totp.server";
import { REAUTH_MESSAGE } from "~/server/auth.server";
import { storeUpload } from "~/server/lead-import-uploads.server";
import { TEST_TOTP_SECRET, signIn } from "../helpers/crm-session";
import { flatRoutes, inProcessHandler } from "../helpers/server-build";
import { useTestDb } from "../helpers/test-db";

const testDb = useTestDb();
const PASSWORD = "the admin's long password";
let handle: Awaited<ReturnType<typeof inProcessHandler>>;

/** An admin whose session gave its second factor `minutesAgo` minutes ago. */
async function adminAuthenticated(minutesAgo: number) {
  const me = await signIn(testDb.db);
  const then = new Date(Date.now() - minutesAgo * 60_000);
  await testDb.db.update(sessions).set({ mfaAt: then }).where(eq(sessions.id, me.sessionId));
  await testDb.db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(staffUsers.id, me.userId));
  return me;
}

let stale: Awaited<ReturnType<typeof signIn>>;
let fresh: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  handle = await inProcessHandler();
  stale = await adminAuthenticated(10);
  fresh = await adminAuthenticated(1);
}, 120_000);

const addressOf = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, "1");
const all = flatRoutes();
const byId = new Map(all.map((r) => [r.id, r]));
const recentAuth = (route: (typeof all)[number]) => {
  for (let r: typeof route | undefined = route; r; r = byId.get(r.parentId))
    if (/recent-auth\.ts$/.test(r.file)) return true;
  return false;
};
const routes = all.filter((r) => (r.path !== undefined || r.index) && recentAuth(r));
const pages = routes.filter((r) => r.pattern.startsWith("/crm/"));
const endpoints = routes.filter((r) => r.pattern.startsWith("/api/crm/"));

const send = (method: string, path: string, cookie: string, form?: Record<string, string>) =>
  handle(
    new Request(`http://localhost${path}`, {
      method,
      redirect: "manual",
      headers: {
        Cookie: cookie,
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(form ? { body: new URLSearchParams(form) } : {}),
    }),
  );

describe("re-authentication", () => {
  it("the groups hold the exports, the subject-access export, erasure, staff management, sending a campaign, the lead import and Back up now", () => {
    expect(pages.map((r) => r.pattern).sort()).toEqual([
      "/crm/campaigns/:id/send",
      "/crm/imports",
      "/crm/imports/:id",
      "/crm/imports/:id/undo",
      "/crm/imports/new",
      "/crm/people/erase",
      "/crm/people/report",
      "/crm/staff",
      "/crm/staff/:change/:id",
      "/crm/system/backup",
    ]);
    expect(endpoints.map((r) => r.pattern).sort()).toEqual([
      "/api/crm/backups/:name",
      "/api/crm/campaigns/:id/recipients.csv",
      "/api/crm/campaigns/:id/send",
      "/api/crm/imports",
      "/api/crm/imports/:id/undo",
      "/api/crm/leads/export",
      "/api/crm/newsletters/export",
      "/api/crm/people/erase",
      "/api/crm/people/export",
    ]);
  });

  for (const route of pages) {
    it(`GET and POST ${route.pattern}: older than 5 minutes, to /crm/reauth and back`, async () => {
      for (const method of ["GET", "POST"]) {
        const response = await send(
          method,
          `${addressOf(route.pattern)}?email=a%40x.com`,
          stale.cookie,
          method === "POST" ? {} : undefined,
        );
        expect(response.status).toBe(302);
        // A refused form post is kept, to be made once confirmed (the address says so).
        expect(response.headers.get("Location")).toBe(
          `/crm/reauth?returnTo=${encodeURIComponent(`${addressOf(route.pattern)}?email=a%40x.com`)}${method === "POST" ? "&change=1" : ""}`,
        );
      }
      const ok = await send("GET", `${addressOf(route.pattern)}?email=a%40x.com`, fresh.cookie);
      expect(ok.headers.get("Location") ?? "").not.toContain("/crm/reauth");
    });
  }

  it("a client-side navigation's or script's data request goes to /crm/reauth with the page's own address", async () => {
    // React Router asks for a page's data at the page's path plus ".data" (and a _routes list).
    // The browser opens returnTo as a document after the password, so it must be the page; and
    // the answer is React Router's redirect for the client (202), not a 302 the fetch follows.
    const cases = [
      [
        "GET",
        "/crm/people/report.data?email=a%40x.com&_routes=root%2Croutes%2Fcrm%2Fpeople.report",
        "/crm/people/report?email=a%40x.com",
      ],
      ["GET", "/crm/staff.data", "/crm/staff"],
      ["POST", "/crm/people/erase.data?email=a%40x.com", "/crm/people/erase?email=a%40x.com"],
    ] as const;
    for (const [method, asked, page] of cases) {
      const response = await send(
        method,
        asked,
        stale.cookie,
        method === "POST" ? { email: "a@x.com" } : undefined,
      );
      expect(response.status, asked).toBe(202);
      expect(response.headers.get("Location"), asked).toBeNull();
      if (!response.body) throw new Error(`${asked}: no body`);
      const { value } = await UNSAFE_decodeViaTurboStream(response.body, globalThis);
      const answer = value as Record<PropertyKey, unknown>;
      const redirect = (method === "GET" ? answer[UNSAFE_SingleFetchRedirectSymbol] : answer) as {
        redirect: string;
      };
      expect(redirect.redirect, asked).toBe(
        `/crm/reauth?returnTo=${encodeURIComponent(page)}${method === "POST" ? "&change=1" : ""}`,
      );
    }
  });

  it("/crm/reauth continues to a data address's page, never to the data itself", async () => {
    const me = await adminAuthenticated(30);
    const returnTo = encodeURIComponent("/crm/people/report.data?email=a%40x.com&_routes=root");
    const right = await send("POST", `/crm/reauth?returnTo=${returnTo}`, me.cookie, {
      secret: PASSWORD,
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/crm/people/report?email=a%40x.com");
    const again = await send("GET", `/crm/reauth?returnTo=${returnTo}`, me.cookie);
    expect(again.headers.get("Location")).toBe("/crm/people/report?email=a%40x.com");
  });

  for (const route of endpoints) {
    it(`${route.pattern}: older than 5 minutes, 403 {reauthRequired: true}`, async () => {
      const response = await send("GET", addressOf(route.pattern), stale.cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ reauthRequired: true, message: REAUTH_MESSAGE });
      const ok = await send("GET", addressOf(route.pattern), fresh.cookie);
      expect(ok.status).not.toBe(403);
    });
  }

  it("/crm/reauth asks, refuses a wrong password, then continues after the right one (or a code)", async () => {
    const me = await adminAuthenticated(30);
    const page = await send("GET", "/crm/reauth?returnTo=%2Fcrm%2Fstaff", me.cookie);
    expect(page.status).toBe(200);
    const asked = await page.text();
    expect(asked).toContain("Confirm it is you");
    // It names what it guards, sending a campaign among them.
    expect(asked).toContain(
      "Exports, subject access, erasure, staff changes, sending a campaign, lead imports and backups ask for your password or a code again.",
    );
    const wrong = await send("POST", "/crm/reauth?returnTo=%2Fcrm%2Fstaff", me.cookie, {
      secret: "not my password at all",
    });
    expect(wrong.status).toBe(401);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain("That is not your password or a current code.");
    expect(wrongPage).toContain(
      "<title>Error: Confirm it is you | CRM | Durham Data Strategy</title>",
    );
    const right = await send("POST", "/crm/reauth?returnTo=%2Fcrm%2Fstaff", me.cookie, {
      secret: PASSWORD,
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/crm/staff");
    expect((await send("GET", "/crm/staff", me.cookie)).status).toBe(200);
    // confirmed: the page continues at once; an outside address is never followed
    const again = await send("GET", "/crm/reauth?returnTo=https%3A%2F%2Fevil.example", me.cookie);
    expect(again.headers.get("Location")).toBe("/crm");

    const other = await adminAuthenticated(30);
    const byCode = await send(
      "POST",
      "/crm/reauth?returnTo=%2Fapi%2Fcrm%2Fleads%2Fexport",
      other.cookie,
      {
        secret: totpCode(TEST_TOTP_SECRET),
      },
    );
    // A download: back to the page it is offered on, which starts it (decision 041).
    expect(byCode.status).toBe(302);
    expect(byCode.headers.get("Location")).toBe("/crm?download=%2Fapi%2Fcrm%2Fleads%2Fexport");
    expect((await send("GET", "/api/crm/leads/export", other.cookie)).status).toBe(200);
  });

  it("after confirming a download, the page that asked opens, says so and starts the file", async () => {
    const me = await adminAuthenticated(30);
    const exportUrl = "/api/crm/leads/export?status=new&q=smith";
    const asking = "/crm?status=new&q=smith&page=2";
    const reauth = `/crm/reauth?returnTo=${encodeURIComponent(exportUrl)}`;
    const form = await handle(
      new Request(`http://localhost${reauth}`, {
        headers: { Cookie: me.cookie, Referer: `http://localhost${asking}` },
      }),
    );
    expect(form.status).toBe(200);
    const html = await form.text();
    // The page that asked rides along with the form, and Cancel goes back to it.
    expect(html).toContain(`name="from" value="${asking.replaceAll("&", "&amp;")}"`);
    expect(html).toContain(`href="${asking.replaceAll("&", "&amp;")}" class=`);

    const wrong = await send("POST", reauth, me.cookie, { secret: "wrong", from: asking });
    expect(wrong.status).toBe(401);
    const right = await send("POST", reauth, me.cookie, { secret: PASSWORD, from: asking });
    expect(right.status).toBe(302);
    const back = right.headers.get("Location")!;
    expect(back).toBe(`${asking}&download=${encodeURIComponent(exportUrl)}`);
    const toast = right.headers.getSetCookie().find((c) => c.startsWith("__toast="));
    expect(toast).toBeDefined();

    // The page, opened with that address, starts the download (a refresh to the attachment)
    // and shows "Confirmed": no password field, no old error.
    const page = await handle(
      new Request(`http://localhost${back}`, {
        headers: { Cookie: `${me.cookie}; ${toast!.split(";")[0]}` },
      }),
    );
    expect(page.status).toBe(200);
    const opened = await page.text();
    expect(opened).toContain(
      `<meta http-equiv="refresh" content="0; url=${exportUrl.replaceAll("&", "&amp;")}"/>`,
    );
    expect(opened).toContain("Confirmed: your download has started");
    expect(opened).not.toContain("Confirm it is you");
    expect(opened).not.toContain("That is not your password");
    const file = await send("GET", exportUrl, me.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toMatch(/attachment/);
  });

  it("a download's page without a Referer is the page the download is offered on; never another site", async () => {
    const cases = [
      ["/api/crm/people/export?email=a%40x.com", "/crm/people?email=a%40x.com"],
      ["/api/crm/newsletters/export", "/crm?tab=newsletters"],
      ["/api/crm/leads/export?q=x", "/crm?q=x"],
    ] as const;
    for (const [download, page] of cases) {
      const me = await adminAuthenticated(30);
      const right = await send(
        "POST",
        `/crm/reauth?returnTo=${encodeURIComponent(download)}`,
        me.cookie,
        { secret: PASSWORD, from: "https://evil.example/crm" },
      );
      expect(right.headers.get("Location")).toBe(
        `${page}${page.includes("?") ? "&" : "?"}download=${encodeURIComponent(download)}`,
      );
    }
    // A download parameter names only a CRM export, never another address.
    const me = await adminAuthenticated(1);
    const page = await send("GET", "/crm?download=https%3A%2F%2Fevil.example%2Fx", me.cookie);
    expect(await page.text()).not.toContain('http-equiv="refresh"');
  });

  it("an export opened as a page past the window goes to /crm/reauth, not to JSON", async () => {
    const response = await handle(
      new Request("http://localhost/api/crm/leads/export?q=x", {
        redirect: "manual",
        headers: { Cookie: stale.cookie, "Sec-Fetch-Mode": "navigate" },
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/crm/reauth?returnTo=${encodeURIComponent("/api/crm/leads/export?q=x")}`,
    );
  });

  describe("a form post refused past the window", () => {
    const person = "kept.change@example.com";
    const erasePage = `/crm/people/erase?email=${encodeURIComponent(person)}`;
    const cookiesOf = (response: Response) =>
      response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    const personHeld = async () =>
      (await testDb.db.select().from(leads).where(eq(leads.email, person))).length;

    /** An admin past the window presses "Erase this person": kept, and sent to /crm/reauth. */
    async function refusedErasure() {
      await testDb.db.delete(leads).where(eq(leads.email, person));
      await testDb.db
        .insert(leads)
        .values({ firstName: "Kept", lastName: "Change", email: person });
      const me = await adminAuthenticated(30);
      const refused = await send("POST", erasePage, me.cookie, { email: person });
      expect(refused.status).toBe(302);
      const reauth = refused.headers.get("Location")!;
      expect(reauth).toBe(`/crm/reauth?returnTo=${encodeURIComponent(erasePage)}&change=1`);
      const kept = cookiesOf(refused).find((c) => c.startsWith("__reauth_replay="));
      expect(kept).toBeDefined();
      expect(await personHeld()).toBe(1);
      return { me, reauth, cookie: `${me.cookie}; ${kept}` };
    }

    it("is made once the admin confirms, who lands where it leads with its toast", async () => {
      const { reauth, cookie } = await refusedErasure();
      const page = await send("GET", reauth, cookie);
      expect(await page.text()).toContain(
        "Your change is kept: it is made as soon as you confirm.",
      );
      const wrong = await send("POST", reauth, cookie, { secret: "not my password at all" });
      expect(wrong.status).toBe(401);
      expect(await personHeld()).toBe(1);

      const right = await send("POST", reauth, cookie, { secret: PASSWORD });
      expect(right.status).toBe(302);
      expect(right.headers.get("Location")).toBe(`/crm/people?email=${encodeURIComponent(person)}`);
      expect(await personHeld()).toBe(0);
      const set = right.headers.getSetCookie();
      expect(set.some((c) => c.startsWith("__toast="))).toBe(true);
      // The kept post is forgotten: it cannot be made a second time.
      expect(set.some((c) => /^__reauth_replay=;.*Max-Age=0/i.test(c))).toBe(true);
    });

    it("the import's Start, pressed past the window, is kept with its mapping and made once confirmed (a file 300 columns wide too)", async () => {
      const me = await adminAuthenticated(30);
      // A full CRM export is wide: 297 more columns, all ignored (3 KB of "col9=&…" in the form).
      const extra = Array.from({ length: 297 }, (_, i) => `Extra ${i}`);
      const token = await storeUpload({
        fileName: "kept.csv",
        lawfulBasis: "Kept start delegates",
        actor: me.email,
        bytes: new TextEncoder().encode(
          `Email,Given,Company,${extra.join(",")}\r\nkept.start@example.com,Kim,Keptco${",x".repeat(297)}`,
        ),
      });
      // The page as the form posts it (its own address, its query), the mapping chosen by hand:
      // Given is the first name and Company is ignored, unlike the suggestion.
      const mapPage = `/crm/imports/new?upload=${token}`;
      const refused = await send("POST", mapPage, me.cookie, {
        upload: token,
        col0: "email",
        col1: "firstName",
        col2: "",
        ...Object.fromEntries(extra.map((_, i) => [`col${i + 3}`, ""])),
        mode: "create-and-update",
        defaultStatus: "contacted",
        defaultOwnerId: "",
        defaultSource: "event",
      });
      expect(refused.headers.get("Location")).toBe(
        `/crm/reauth?returnTo=${encodeURIComponent(mapPage)}&change=1`,
      );
      const kept = cookiesOf(refused).find((c) => c.startsWith("__reauth_replay="));
      expect(kept).toBeDefined();
      expect(await testDb.db.select().from(leadImports)).toEqual([]);
      const right = await send("POST", refused.headers.get("Location")!, `${me.cookie}; ${kept}`, {
        secret: PASSWORD,
      });
      expect(right.status).toBe(302);
      const [started] = await testDb.db.select().from(leadImports);
      expect(right.headers.get("Location")).toBe(`/crm/imports/${started.id}`);
      expect(started).toMatchObject({
        mapping: ["email", "firstName", null, ...extra.map(() => null)],
        mode: "create-and-update",
        defaultStatus: "contacted",
        defaultSource: "event",
        lawfulBasis: "Kept start delegates",
      });
    });

    it("is not made by a later confirmation for the same page, a forged cookie or another session", async () => {
      const { me, reauth, cookie } = await refusedErasure();
      // Opened from a link later (no mark of a kept change): the page opens, nothing is erased.
      const later = await send(
        "POST",
        `/crm/reauth?returnTo=${encodeURIComponent(erasePage)}`,
        cookie,
        {
          secret: PASSWORD,
        },
      );
      expect(later.headers.get("Location")).toBe(erasePage);
      expect(await personHeld()).toBe(1);

      const forged = `${me.cookie}; __reauth_replay=${Buffer.from(JSON.stringify({ path: erasePage, body: `email=${person}`, sessionId: me.sessionId })).toString("base64")}`;
      const again = await adminAuthenticated(30);
      const forgedAnswer = await send("POST", reauth, forged.replace(me.cookie, again.cookie), {
        secret: PASSWORD,
      });
      expect(forgedAnswer.headers.get("Location")).toBe(erasePage);
      expect(await personHeld()).toBe(1);

      const otherSession = await send("POST", reauth, cookie.replace(me.cookie, again.cookie), {
        secret: PASSWORD,
      });
      expect(otherSession.headers.get("Location")).toBe(erasePage);
      expect(await personHeld()).toBe(1);
    });
  });
});
