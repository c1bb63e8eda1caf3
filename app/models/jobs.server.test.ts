/**
 * The job runner: schedules run once per period whatever the number of instances (two runners,
 * each with its own connection and its own clock, on one PostgreSQL database; one on PGlite,
 * which only one process can open), and a graceful stop lets a running job finish, or fails a
 * job that outlives the stop timeout back to its queue for the next worker.
 */
import { sql } from "drizzle-orm";
import { TestClock } from "pg-boss";
import { describe, expect, it } from "vitest";
import { type DbHandle, getDbHandle, openDb } from "@db/client.server";
import { retentionRuns } from "@db/schema";
import { useTestDb } from "../../tests/helpers/test-db";
import { startWorkers } from "./job-workers.server";
import { startJobs, stopJobs } from "./jobs.server";

const testDb = useTestDb();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await sleep(50);
  }
}

describe("schedules", () => {
  it("the daily retention run, due once, runs once however many instances are up", async () => {
    process.env.LOG_LEVEL = "silent";
    // Two instances on PostgreSQL (each its own pool, as two servers would have); one on PGlite.
    const handles: DbHandle[] =
      testDb.kind === "postgres" ? [getDbHandle(), openDb({ url: testDb.url })] : [getDbHandle()];
    const clocks = handles.map(() => new TestClock("2026-11-26T03:29:50Z"));
    try {
      for (const [i, handle] of handles.entries()) {
        await startWorkers(
          { retentionMonths: () => 24 },
          {
            handle,
            pollingIntervalSeconds: 0.5,
            boss: { clock: clocks[i], cronWorkerIntervalSeconds: 1, cronMonitorIntervalSeconds: 1 },
          },
        );
      }
      // Half a minute past 03:30 (London is on GMT in November), both instances' clocks moving.
      for (let s = 0; s < 40; s++) for (const clock of clocks) await clock.tick(1000);
      await waitUntil(async () => (await testDb.db.select().from(retentionRuns)).length > 0);
      // Another few seconds in which a second instance could still run it.
      for (let s = 0; s < 10; s++) for (const clock of clocks) await clock.tick(1000);
      await sleep(1500);
      expect(await testDb.db.select().from(retentionRuns)).toHaveLength(1);
    } finally {
      for (const handle of handles) await stopJobs(handle, 1000);
      if (handles[1]) await handles[1].close();
    }
  }, 60_000);
});

describe("graceful stop", () => {
  it("a running job finishes within the stop timeout; one that runs longer goes back to its queue", async () => {
    const finished: string[] = [];
    let release: () => void = () => {};
    const forever = new Promise<void>((resolve) => (release = resolve));
    const boss = await startJobs({
      pollingIntervalSeconds: 0.5,
      queueOverrides: { retention: { retryDelay: 0, retryBackoff: false } },
      workers: [
        {
          queue: "retention",
          handler: async (job) => {
            if (job.data.kind === "short") await sleep(700);
            else await forever;
            finished.push(String(job.data.kind));
          },
        },
      ],
    });
    const short = await boss.send("retention", { kind: "short" });
    await waitUntil(
      async () => (await boss.findJobs("retention", { id: short! }))[0]?.state === "active",
    );
    await stopJobs(getDbHandle(), 5000);
    expect(finished).toEqual(["short"]);

    const again = await startJobs({
      pollingIntervalSeconds: 0.5,
      queueOverrides: { retention: { retryDelay: 0, retryBackoff: false } },
      workers: [
        { queue: "retention", handler: async (job) => job.data.kind === "long" && forever },
      ],
    });
    const long = await again.send("retention", { kind: "long" });
    await waitUntil(
      async () => (await again.findJobs("retention", { id: long! }))[0]?.state === "active",
    );
    // The stop returns with the job still running (the test's timeout stops a stop that waits).
    await stopJobs(getDbHandle(), 1000);
    expect(finished).not.toContain("long");
    // Failed back: another worker (here, the next start) takes it.
    const next = await startJobs({
      pollingIntervalSeconds: 0.5,
      workers: [
        { queue: "retention", handler: async (job) => finished.push(`${job.data.kind} again`) },
      ],
    });
    await waitUntil(async () => finished.includes("long again"));
    const [job] = await next.findJobs("retention", { id: long! });
    expect(job.retryCount).toBe(1);
    await stopJobs(getDbHandle(), 1000);
    release();
    const result = (await testDb.db.execute(
      sql`select count(*)::int as n from pgboss.job where id::text in (${short}, ${long}) and state = 'completed'`,
    )) as unknown as { n: number }[] | { rows: { n: number }[] };
    const [{ n }] = Array.isArray(result) ? result : result.rows;
    expect(n).toBe(2);
  }, 60_000);
});
