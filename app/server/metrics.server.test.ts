/**
 * GET /metrics: absent without METRICS_TOKEN (the request goes on to the router, whose answer is
 * 404), 401 without the right bearer token, and with it Prometheus's text format holding request
 * counts by route shape, each queue's depth and the outbox's mail by status.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages } from "@db/schema";
import { jobsFor, stopJobs } from "~/models/jobs.server";
import { useTestDb } from "../../tests/helpers/test-db";
import { type AppOptions, createApp } from "./http";
import { bearerMatches } from "~/utils/bearer.server";
import { createMetrics, routeLabel } from "./metrics.server";

const testDb = useTestDb();
const TOKEN = "a-scraper-token-0123456789";
const closers: (() => void)[] = [];

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  await jobsFor();
});
afterAll(async () => {
  for (const close of closers) close();
  await stopJobs(undefined, 1000);
});

async function start(metrics?: AppOptions["metrics"]) {
  const seen: string[] = [];
  const outer = express();
  outer.use(
    createApp({
      ping: async () => {},
      handleRequest: async (request) => {
        const path = new URL(request.url).pathname;
        seen.push(path);
        return new Response("no such page", { status: path === "/crm/leads/12" ? 200 : 404 });
      },
      metrics,
    }),
  );
  const server = outer.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen };
}

describe("/metrics", () => {
  it("without METRICS_TOKEN there is none: the request goes on to the router (404)", async () => {
    const { base, seen } = await start();
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(404);
    expect(seen).toEqual(["/metrics"]);
  });

  it("401 without the right bearer token; with it, requests, queues and mail in Prometheus's format", async () => {
    await testDb.truncateAll();
    await testDb.db.insert(mailMessages).values({
      messageId: "m1@test",
      template: "staff-notice",
      params: {},
      recipient: "someone@example.com",
      subject: "A notice",
      status: "failed",
    });
    await (await jobsFor()).send("mail", { mailId: 1 });
    // Requests are counted once the metrics have loaded (the server starts them before it listens).
    const ready = createMetrics();
    await ready;
    const { base, seen } = await start({ token: TOKEN, ready });

    for (const authorization of [undefined, "Bearer wrong-token-0123456789", TOKEN]) {
      const response = await fetch(`${base}/metrics`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
    }
    await fetch(`${base}/crm/leads/12`);
    await fetch(`${base}/crm/leads/12`);
    await fetch(`${base}/no-such-page-at-all`);

    const response = await fetch(`${base}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain(
      'http_requests_total{method="GET",route="/crm/leads/:id",status="200"} 2',
    );
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/crm\/leads\/:id"\} 2/,
    );
    expect(text).toContain('job_queue_jobs{queue="mail",state="waiting"} 1');
    expect(text).toContain('job_queue_jobs{queue="retention",state="waiting"} 0');
    expect(text).toMatch(/job_queue_oldest_waiting_seconds\{queue="mail"\} \d+/);
    expect(text).toContain('mail_messages{status="failed"} 1');
    expect(text).toContain('mail_messages{status="sent"} 0');
    expect(text).toContain("process_resident_memory_bytes");
    expect(seen).not.toContain("/metrics");
  });

  it("labels routes by shape, never by raw path", () => {
    expect(routeLabel("/crm/leads/123/status", 200)).toBe("/crm/leads/:id");
    expect(routeLabel("/blog/some-post", 200)).toBe("/blog/some-post");
    expect(routeLabel("/assets/entry-AbC123.js", 200)).toBe("/assets");
    expect(routeLabel("/anything/at/all", 404)).toBe("unmatched");
    expect(routeLabel("/", 200)).toBe("/");
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
