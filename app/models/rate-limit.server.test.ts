import { describe, expect, it } from "vitest";
import { useTestDb } from "../../tests/helpers/test-db";
import { hitRateLimit, parseRateLimit, resetRateLimit } from "./rate-limit.server";

describe("parseRateLimit", () => {
  it("reads max/window with s, m, h and d units", () => {
    expect(parseRateLimit("10/10m")).toEqual({ max: 10, windowMs: 600_000 });
    expect(parseRateLimit("5/15m")).toEqual({ max: 5, windowMs: 900_000 });
    expect(parseRateLimit("3/30s")).toEqual({ max: 3, windowMs: 30_000 });
    expect(parseRateLimit("100/1h")).toEqual({ max: 100, windowMs: 3_600_000 });
    expect(parseRateLimit("1000/2d")).toEqual({ max: 1000, windowMs: 172_800_000 });
  });

  it("rejects anything else with a message naming the value", () => {
    expect(() => parseRateLimit("ten per minute")).toThrow(/ten per minute/);
    expect(() => parseRateLimit("0/1m")).toThrow(/at least 1/);
    expect(() => parseRateLimit("5/15")).toThrow(/max\/window/);
  });
});

describe("hitRateLimit", () => {
  useTestDb();
  const limit = { max: 3, windowMs: 60_000 };

  it("allows max hits per window, then refuses with the seconds left", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit("t:a", limit, now));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3].retryAfter).toBe(60);
    expect(results[1].remaining).toBe(1);
  });

  it("keeps separate keys apart and starts a new window after the reset time", async () => {
    const start = new Date("2026-11-21T11:00:00Z");
    for (let i = 0; i < 3; i++) await hitRateLimit("t:b", limit, start);
    expect((await hitRateLimit("t:c", limit, start)).ok).toBe(true);
    expect((await hitRateLimit("t:b", limit, new Date(start.getTime() + 30_000))).ok).toBe(false);
    const later = await hitRateLimit("t:b", limit, new Date(start.getTime() + 61_000));
    expect(later).toMatchObject({ ok: true, remaining: 2 });
  });

  it("reset clears a key", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    for (let i = 0; i < 4; i++) await hitRateLimit("t:d", limit, now);
    await resetRateLimit("t:d");
    expect((await hitRateLimit("t:d", limit, now)).ok).toBe(true);
  });
});
