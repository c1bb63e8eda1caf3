/**
 * GET /api/visit: 204 and no-store whatever it is asked, so no cache can swallow a view; counts a
 * browser's view of a public page (from `p`, or the Referer when the no-script image asks), and
 * never a bot's, a prefetch's, or a request naming the CRM or another site.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { visitViews } from "@db/schema";
import { flushVisits } from "~/models/visits.server";
import { useTestDb } from "../../../tests/helpers/test-db";
import { callRoute } from "../../../tests/helpers/route-call";
import * as route from "./visit";

const testDb = useTestDb();
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const visit = (query: string, headers: Record<string, string> = {}) =>
  callRoute(route, "GET", `/api/visit${query}`, { headers: { "User-Agent": BROWSER, ...headers } });

async function counted() {
  await flushVisits(testDb.db);
  return testDb.db
    .select({
      page: visitViews.page,
      referrer: visitViews.referrer,
      utmCampaign: visitViews.utmCampaign,
      views: sql<number>`${visitViews.views}::int`,
    })
    .from(visitViews)
    .orderBy(visitViews.page);
}

beforeEach(async () => {
  await flushVisits(testDb.db);
  await testDb.db.delete(visitViews);
});

describe("GET /api/visit", () => {
  it("counts a browser's view and answers 204, no-store", async () => {
    const response = await visit("?p=%2Fdental-iq%3Futm_campaign%3Ddental-2027&r=www.linkedin.com");
    expect(response.status).toBe(204);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await counted()).toEqual([
      { page: "/dental-iq", referrer: "www.linkedin.com", utmCampaign: "dental-2027", views: 1 },
    ]);
  });

  it("counts the no-script image's view from its Referer", async () => {
    await visit("", { Referer: "http://localhost/contact?utm_campaign=news" });
    expect(await counted()).toEqual([
      { page: "/contact", referrer: "", utmCampaign: "news", views: 1 },
    ]);
  });

  it("does not count bots, prefetches, a missing browser string, the CRM or another site", async () => {
    const answers = await Promise.all([
      visit("?p=%2F", { "User-Agent": GOOGLEBOT }),
      visit("?p=%2F", { "User-Agent": "" }),
      visit("?p=%2F", { "Sec-Purpose": "prefetch;prerender" }),
      visit("?p=%2F", { Purpose: "prefetch" }),
      visit("?p=%2Fcrm%2Fleads"),
      visit("", { Referer: "https://elsewhere.example/contact" }),
      visit("?p=%2F%2F%2F%2Fbad%20path"),
    ]);
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204, 204, 204, 204, 204]);
    expect(await counted()).toEqual([]);
  });
});
