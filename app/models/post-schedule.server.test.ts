/**
 * A scheduled post goes live at its time through the job runner: on PostgreSQL with two
 * instances (each its own connection and runner), it is published once, on time (not marked
 * late), and every instance hears the page caches' NOTIFY; on PGlite, with the one instance.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DbHandle, getDbHandle, openDb } from "@db/client.server";
import { auditEvents, staffUsers } from "@db/schema";
import { postFormSchema } from "~/schemas/post";
import { useTestDb } from "../../tests/helpers/test-db";
import { BLOG_PATHS, getPost } from "./blog.server";
import { startWorkers } from "./job-workers.server";
import { stopJobs } from "./jobs.server";
import { createPost, getPostById, schedulePost } from "./posts.server";
import { PUBLIC_PAGES_CHANNEL, changedPrefixes } from "./public-pages.server";

const testDb = useTestDb();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a scheduled post", () => {
  it("goes live at its time once, and every instance hears of it", async () => {
    process.env.LOG_LEVEL = "silent";
    const handles: DbHandle[] =
      testDb.kind === "postgres" ? [getDbHandle(), openDb({ url: testDb.url })] : [getDbHandle()];
    const heard: string[][][] = handles.map(() => []);
    const stops: (() => Promise<void>)[] = [];
    try {
      for (const [i, handle] of handles.entries()) {
        stops.push(
          await handle.listen(PUBLIC_PAGES_CHANNEL, (payload) =>
            heard[i].push(changedPrefixes(payload)),
          ),
        );
        await startWorkers({ retentionMonths: () => 24 }, { handle, pollingIntervalSeconds: 0.5 });
      }
      const [staff] = await testDb.db
        .insert(staffUsers)
        .values({ email: "writer@durhamdata.test", passwordHash: "x" })
        .returning();
      const saved = await createPost(
        postFormSchema.parse({ title: "Right on time", category: "Finance", content: "Body." }),
        { id: staff.id, email: staff.email },
      );
      if (saved.status !== "saved") throw new Error(saved.status);
      const at = new Date(Date.now() + 2_000);
      expect(await schedulePost(saved.post.id, at, "admin@durhamdata.test")).toBe("done");
      expect(await getPost("right-on-time")).toBeUndefined();

      const until = Date.now() + 20_000;
      while ((await getPostById(saved.post.id))?.state !== "published" && Date.now() < until)
        await sleep(100);
      const live = (await getPostById(saved.post.id))!;
      expect(live.state).toBe("published");
      expect(live.publishedAt!.getTime()).toBeGreaterThanOrEqual(at.getTime());
      // Within seconds of its time (the runner polls every half second here).
      expect(live.publishedAt!.getTime() - at.getTime()).toBeLessThan(10_000);
      expect(live.publishedLateSeconds).toBeNull();
      expect((await getPost("right-on-time"))?.title).toBe("Right on time");

      for (let i = 0; i < 100 && heard.some((h) => h.length === 0); i++) await sleep(20);
      for (const received of heard) expect(received).toEqual([[...BLOG_PATHS]]);
      await sleep(1500); // time in which a second runner could publish it again
      const published = await testDb.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.entityId, saved.post.id), eq(auditEvents.action, "post-published")),
        );
      expect(published.map((a) => a.actor)).toEqual(["system (scheduled post)"]);
    } finally {
      for (const stop of stops) await stop();
      for (const handle of handles) await stopJobs(handle, 1000);
      if (handles[1]) await handles[1].close();
    }
  }, 60_000);
});
