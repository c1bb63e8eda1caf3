/**
 * GET /api/visit through the HTTP pipeline: 204 and no-store whatever it is asked, so no cache
 * can swallow a view; counts a browser's view of a public page (from `p`, or the Referer when the
 * no-script image asks), with the client's address behind a trusted proxy for the visitor's
 * hash; never a bot's, a prefetch's, or a request naming the CRM or another site.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { visitViews, visitVisitors } from "@db/schema";
import { flushVisits, recordView } from "~/models/visits.server";
import { useTestDb } from "../../tests/helpers/test-db";
import { createApp, trustProxySetting } from "./http";
import { type CountView, type TrustProxy, beaconServer } from "./visit-beacon";

const testDb = useTestDb();
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Where each way in listens: Express alone (development), and the socket's handler first. */
const origins = { express: "", socket: "" };
let origin: string;
let routed = 0;
/** Requests that reached Express at all. */
let expressSeen = 0;
const counting: Promise<void>[] = [];
const addresses: string[] = [];
const closers: (() => void)[] = [];

async function listen(server: http.Server) {
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const outer = express();
  outer.set("trust proxy", trustProxySetting("loopback"));
  const count: CountView = (view, visitor) => {
    addresses.push(visitor.address);
    const done = recordView(view, visitor, new Date(), testDb.db);
    counting.push(done);
    return done;
  };
  outer.use((_req, _res, next) => {
    expressSeen += 1;
    next();
  });
  outer.use(
    createApp({
      ping: async () => {},
      handleRequest: async () => {
        routed += 1;
        return new Response("routed", { status: 404 });
      },
      countView: count,
    }),
  );
  origins.express = await listen(http.createServer(outer));
  const serveBeacon = beaconServer(count, outer.get("trust proxy fn") as TrustProxy);
  origins.socket = await listen(
    http.createServer((req, res) => {
      if (!serveBeacon(req, res)) outer(req, res);
    }),
  );
});
afterAll(() => closers.forEach((close) => close()));

const visit = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/visit${query}`, { headers: { "User-Agent": BROWSER, ...headers } });

async function counted() {
  await Promise.all(counting.splice(0));
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
  await counted();
  await testDb.db.delete(visitViews);
  addresses.length = 0;
});

describe.each(["express", "socket"] as const)("GET /api/visit answered by %s", (way) => {
  beforeEach(() => {
    origin = origins[way];
    expressSeen = 0;
    routed = 0;
  });

  it("counts a browser's view and answers 204, no-store, without reaching the router", async () => {
    const response = await visit(
      "?p=%2Fdental-iq%3Futm_campaign%3Ddental-2027&r=www.linkedin.com",
      {
        "X-Forwarded-For": "203.0.113.9",
      },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await counted()).toEqual([
      { page: "/dental-iq", referrer: "www.linkedin.com", utmCampaign: "dental-2027", views: 1 },
    ]);
    // The visitor's hash is made from the client's address, not the proxy's.
    expect(addresses).toEqual(["203.0.113.9"]);
    expect(JSON.stringify(await testDb.db.select().from(visitVisitors))).not.toContain(
      "203.0.113.9",
    );
    expect(routed).toBe(0);
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    // Before Express, the socket's handler answers it alone.
    expect(expressSeen).toBe(way === "socket" ? 0 : 1);
  });

  it("takes the site's host from a trusted proxy, as Express does, and answers HEAD", async () => {
    const response = await fetch(`${origin}/api/visit`, {
      method: "HEAD",
      headers: {
        "User-Agent": BROWSER,
        "X-Forwarded-Host": "www.example.co.uk:443",
        Referer: "https://www.example.co.uk/services?utm_campaign=spring",
      },
    });
    expect(response.status).toBe(204);
    expect(await counted()).toEqual([
      { page: "/services", referrer: "", utmCampaign: "spring", views: 1 },
    ]);
  });

  it("leaves a host the guards refuse to them: 400, nothing counted", async () => {
    const response = await visit("?p=%2F", { "X-Forwarded-Host": "bad host" });
    expect(response.status).toBe(400);
    expect(await counted()).toEqual([]);
    expect(expressSeen).toBe(1);
  });

  it("counts the no-script image's view from its Referer", async () => {
    await visit("", { Referer: `${origin}/contact?utm_campaign=news` });
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
      visit("?p=%2F&p=%2Fabout"),
      visit("", { Referer: "https://elsewhere.example/contact" }),
      visit("?p=%2F%2F%2F%2Fbad%20path"),
    ]);
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204, 204, 204, 204, 204, 204]);
    expect(await counted()).toEqual([]);
  });

  it("leaves other methods to the router", async () => {
    const response = await fetch(`${origin}/api/visit`, { method: "DELETE" });
    expect(response.status).toBe(404);
    expect(routed).toBe(1);
  });
});
