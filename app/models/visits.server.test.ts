/**
 * Page views and visitors: views add up per day, page, referring host, campaign and device, in
 * memory and then in one write; a visitor is one row per day whatever their number of views, and
 * the same person is another hash the next day; nothing of the address or browser string is
 * stored; retention counts a finished day's visitors and deletes their hashes and the salt, and
 * sums views older than 25 months per page and month. 10,000 views in a burst: none lost.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { visitDays, visitSalts, visitViews, visitVisitors } from "@db/schema";
import type { PageView } from "~/utils/visit-view";
import { useTestDb } from "../../tests/helpers/test-db";
import { flushVisits, recordView, rollUpVisits } from "./visits.server";

const testDb = useTestDb();
const HOME: PageView = {
  page: "/",
  referrer: "www.google.com",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  device: "desktop",
};
const ANNA = { address: "203.0.113.7", userAgent: "Firefox/133.0", siteHost: "durhamdata.test" };
const BEN = { address: "198.51.100.2", userAgent: "Safari/18.0", siteHost: "durhamdata.test" };
const DAY1 = new Date("2026-11-02T10:00:00Z");
const DAY2 = new Date("2026-11-03T10:00:00Z");
// Days no other test uses: the model keeps each day's salt in memory once it has read it.
const DAY3 = new Date("2026-11-05T10:00:00Z");
const DAY4 = new Date("2026-11-06T10:00:00Z");
const DAY5 = new Date("2026-11-08T10:00:00Z");
const DAY6 = new Date("2026-11-09T10:00:00Z");

const views = () =>
  testDb.db.select().from(visitViews).orderBy(visitViews.day, visitViews.page, visitViews.device);
const visitors = () => testDb.db.select().from(visitVisitors).orderBy(visitVisitors.day);

beforeEach(async () => {
  await flushVisits(testDb.db);
  for (const table of [visitViews, visitVisitors, visitSalts, visitDays])
    await testDb.db.delete(table);
});

describe("recordView", () => {
  it("adds views up by day, page, referrer, campaign and device, written at the flush", async () => {
    await recordView(HOME, ANNA, DAY1, testDb.db);
    await recordView(HOME, BEN, DAY1, testDb.db);
    await recordView({ ...HOME, device: "mobile" }, ANNA, DAY1, testDb.db);
    await recordView({ ...HOME, page: "/contact", referrer: "" }, ANNA, DAY2, testDb.db);
    expect(await views()).toEqual([]);
    await flushVisits(testDb.db);
    await recordView(HOME, ANNA, DAY1, testDb.db);
    await flushVisits(testDb.db);
    expect((await views()).map((r) => [r.day, r.page, r.referrer, r.device, r.views])).toEqual([
      ["2026-11-02", "/", "www.google.com", "desktop", 3],
      ["2026-11-02", "/", "www.google.com", "mobile", 1],
      ["2026-11-03", "/contact", "", "desktop", 1],
    ]);
  });

  it("keeps one visitor per person per day, another hash the next day, and no address", async () => {
    for (let i = 0; i < 3; i += 1) await recordView(HOME, ANNA, DAY3, testDb.db);
    await recordView(HOME, BEN, DAY3, testDb.db);
    await recordView(HOME, ANNA, DAY4, testDb.db);
    await flushVisits(testDb.db);
    const rows = await visitors();
    expect(rows.filter((r) => r.day === "2026-11-05")).toHaveLength(2);
    expect(rows.filter((r) => r.day === "2026-11-06")).toHaveLength(1);
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(3);
    const stored = JSON.stringify([rows, await views()]);
    for (const trait of [ANNA.address, ANNA.userAgent, BEN.address])
      expect(stored).not.toContain(trait);
    expect(await testDb.db.select().from(visitSalts)).toHaveLength(2);
  });

  it("loses none of 10,000 views recorded at once", async () => {
    const pages = ["/", "/about", "/contact", "/dental-iq"];
    await Promise.all(
      Array.from({ length: 10_000 }, (_, i) =>
        recordView(
          { ...HOME, page: pages[i % 4] },
          { ...ANNA, address: `10.0.${i % 250}.${i % 7}` },
          DAY1,
          testDb.db,
        ),
      ),
    );
    await flushVisits(testDb.db);
    const [{ total }] = await testDb.db
      .select({ total: sql<number>`sum(${visitViews.views})::int` })
      .from(visitViews);
    expect(total).toBe(10_000);
    expect(await visitors()).toHaveLength(250 * 7);
  });
});

describe("rollUpVisits", () => {
  it("counts a finished day's visitors, then deletes their hashes and the salt", async () => {
    await recordView(HOME, ANNA, DAY5, testDb.db);
    await recordView(HOME, BEN, DAY5, testDb.db);
    await recordView(HOME, ANNA, DAY6, testDb.db);
    await flushVisits(testDb.db);
    await rollUpVisits(testDb.db, DAY6);
    expect(await testDb.db.select().from(visitDays)).toEqual([{ day: "2026-11-08", visitors: 2 }]);
    expect((await visitors()).map((r) => r.day)).toEqual(["2026-11-09"]);
    expect((await testDb.db.select().from(visitSalts)).map((r) => r.day)).toEqual(["2026-11-09"]);
    // Run again: nothing counted twice.
    await rollUpVisits(testDb.db, DAY6);
    expect(await testDb.db.select().from(visitDays)).toEqual([{ day: "2026-11-08", visitors: 2 }]);
  });

  it("sums views older than 25 months into one row per page and month", async () => {
    const row = (day: string, page: string, n: number, device = "desktop", referrer = "") => ({
      day,
      page,
      views: n,
      device,
      referrer,
    });
    await testDb.db.insert(visitViews).values([
      row("2024-09-03", "/", 2, "desktop", "www.google.com"),
      row("2024-09-20", "/", 3, "mobile"),
      row("2024-09-20", "/about", 1),
      row("2024-10-01", "/", 4), // 25 months before November 2026: kept as it is
    ]);
    await testDb.db.insert(visitDays).values([
      { day: "2024-09-03", visitors: 2 },
      { day: "2024-09-20", visitors: 3 },
    ]);
    await rollUpVisits(testDb.db, DAY2);
    await rollUpVisits(testDb.db, DAY2);
    expect((await views()).map((r) => [r.day, r.page, r.referrer, r.device, r.views])).toEqual([
      ["2024-09-01", "/", "", "", 5],
      ["2024-09-01", "/about", "", "", 1],
      ["2024-10-01", "/", "", "desktop", 4],
    ]);
    expect(await testDb.db.select().from(visitDays)).toEqual([{ day: "2024-09-01", visitors: 5 }]);
  });
});
