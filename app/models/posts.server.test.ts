/**
 * Posts as staff write them: drafts and their revisions, slugs (derived, unique, never a
 * route's name), publishing and unpublishing audited and announced to every server's page cache,
 * only drafts deleted, scheduling (the job at its time, a reschedule's old job doing nothing, a
 * time passed while no server ran published at start and recorded as late), the CRM's list.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDbHandle } from "@db/client.server";
import { auditEvents, postRevisions, posts, staffUsers } from "@db/schema";
import { type PostInput, postFormSchema } from "~/schemas/post";
import { useTestDb } from "../../tests/helpers/test-db";
import { BLOG_PATHS, getPost, listPosts } from "./blog.server";
import {
  type PostActor,
  createPost,
  deletePost,
  getPostById,
  listRevisions,
  listStaffPosts,
  publishDue,
  publishOverdue,
  publishPost,
  restoreRevision,
  schedulePost,
  unpublishPost,
  updatePost,
} from "./posts.server";
import { PUBLIC_PAGES_CHANNEL, changedPrefixes } from "./public-pages.server";

const testDb = useTestDb();
let writer: PostActor;
const ADMIN = "admin@durhamdata.test";

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  const [row] = await testDb.db
    .insert(staffUsers)
    .values({ email: "writer@durhamdata.test", passwordHash: "x" })
    .returning();
  writer = { id: row.id, email: row.email };
});

const input = (fields: Partial<Record<keyof PostInput, string>> = {}): PostInput =>
  postFormSchema.parse({
    title: "Data quality for dental groups",
    excerpt: "Where the numbers go wrong.",
    category: "Data Analytics",
    content: "## Start here\n\nCount the same way everywhere.",
    ...fields,
  });

async function draft(fields: Partial<Record<keyof PostInput, string>> = {}) {
  const saved = await createPost(input(fields), writer);
  if (saved.status !== "saved") throw new Error(saved.status);
  return saved.post;
}

async function audits(id: number) {
  const rows = await testDb.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, "post"), eq(auditEvents.entityId, id)))
    .orderBy(auditEvents.id);
  return rows.map((row) => [row.action, row.actor]);
}

/** Notifications on PUBLIC_PAGES_CHANNEL as they arrive. */
async function listenForChanges() {
  const received: string[][] = [];
  const stop = await getDbHandle().listen(PUBLIC_PAGES_CHANNEL, (payload) =>
    received.push(changedPrefixes(payload)),
  );
  const next = async (count: number) => {
    for (let i = 0; i < 100 && received.length < count; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return received;
  };
  return { received, next, stop };
}

describe("drafts, revisions and slugs", () => {
  it("a draft gets its slug from its title, its writer as author and a first revision", async () => {
    const post = await draft({ title: "Café & Bar KPIs: What’s next?" });
    expect(post).toMatchObject({
      slug: "cafe-and-bar-kpis-whats-next",
      state: "draft",
      authorId: writer.id,
      publishedAt: null,
    });
    const revisions = await listRevisions(post.id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ savedBy: writer.email, title: post.title });
    expect(await audits(post.id)).toEqual([["post-created", writer.email]]);
  });

  it("a derived slug another post has, or a route's name, gets a number; a chosen one is refused", async () => {
    const first = await draft({ title: "Twins" });
    const second = await draft({ title: "Twins" });
    expect([first.slug, second.slug]).toEqual(["twins", "twins-2"]);
    expect((await draft({ title: "Insights" })).slug).toBe("insights-2");
    expect(await createPost(input({ title: "Other", slug: "twins" }), writer)).toEqual({
      status: "slug-taken",
    });
    expect(await updatePost(second.id, input({ slug: "twins" }), writer)).toEqual({
      status: "slug-taken",
    });
    const reserved = postFormSchema.safeParse({ ...input(), slug: "blog" });
    expect(reserved.success).toBe(false);
    expect(postFormSchema.safeParse({ ...input(), slug: "Not A Slug" }).success).toBe(false);
  });

  it("every save is a revision with who saved it", async () => {
    const post = await draft();
    await updatePost(post.id, input({ title: "Second title" }), { ...writer, email: ADMIN });
    await updatePost(post.id, input({ title: "Third title" }), writer);
    const revisions = await listRevisions(post.id);
    expect(revisions.map((r) => [r.title, r.savedBy])).toEqual([
      ["Third title", writer.email],
      ["Second title", ADMIN],
      ["Data quality for dental groups", writer.email],
    ]);
    expect((await getPostById(post.id))?.title).toBe("Third title");
    expect(await updatePost(999_999, input(), writer)).toEqual({ status: "missing" });
  });
});

describe("restoring a save", () => {
  it("brings a save's text back as a new save, audited; another post's save is not found", async () => {
    const post = await draft({ title: "First words", content: "Line one\nLine two" });
    await updatePost(
      post.id,
      input({ title: "Second words", content: "Line one\nLine 2" }),
      writer,
    );
    const [, first] = await listRevisions(post.id);
    const restored = await restoreRevision(post.id, first.id, { ...writer, email: ADMIN });
    expect(restored.status).toBe("saved");
    const now = (await getPostById(post.id))!;
    expect([now.title, now.content]).toEqual(["First words", "Line one\nLine two"]);
    const revisions = await listRevisions(post.id);
    expect(revisions.map((r) => [r.title, r.savedBy])).toEqual([
      ["First words", ADMIN],
      ["Second words", writer.email],
      ["First words", writer.email],
    ]);
    expect((await audits(post.id)).map(([action]) => action)).toEqual([
      "post-created",
      "post-edited",
      "post-edited",
      "post-restored",
    ]);
    const other = await draft({ title: "Someone else's" });
    expect(await restoreRevision(other.id, first.id, writer)).toEqual({ status: "missing" });
  });
});

describe("publishing and unpublishing", () => {
  it("publish and unpublish are audited, tell every server, and show or hide the post", async () => {
    const post = await draft({ title: "Going live" });
    const changes = await listenForChanges();
    try {
      expect(await publishPost(post.id, ADMIN)).toBe("done");
      expect(await publishPost(post.id, ADMIN)).toBe("refused");
      expect((await getPost("going-live"))?.title).toBe("Going live");
      expect((await listPosts())[0].slug).toBe("going-live");
      expect(await unpublishPost(post.id, ADMIN)).toBe("done");
      expect(await unpublishPost(post.id, ADMIN)).toBe("refused");
      expect(await getPost("going-live")).toBeUndefined();
      expect((await listPosts()).map((p) => p.slug)).not.toContain("going-live");
      expect(await changes.next(2)).toEqual([[...BLOG_PATHS], [...BLOG_PATHS]]);
    } finally {
      await changes.stop();
    }
    expect(await audits(post.id)).toEqual([
      ["post-created", writer.email],
      ["post-published", ADMIN],
      ["post-unpublished", ADMIN],
    ]);
  });

  it("published again, a post keeps the date it first went live", async () => {
    const post = await draft({ title: "Twice" });
    await publishPost(post.id, ADMIN);
    const first = (await getPostById(post.id))!.publishedAt!;
    await unpublishPost(post.id, ADMIN);
    await publishPost(post.id, ADMIN);
    expect((await getPostById(post.id))!.publishedAt).toEqual(first);
  });

  it("only a draft is deleted", async () => {
    const kept = await draft({ title: "Kept" });
    await publishPost(kept.id, ADMIN);
    expect(await deletePost(kept.id, ADMIN)).toBe("refused");
    const gone = await draft({ title: "Gone" });
    expect(await deletePost(gone.id, ADMIN)).toBe("done");
    expect(await getPostById(gone.id)).toBeUndefined();
    expect(
      await testDb.db.select().from(postRevisions).where(eq(postRevisions.postId, gone.id)),
    ).toEqual([]);
    expect(await deletePost(gone.id, ADMIN)).toBe("missing");
  });
});

describe("scheduling", () => {
  it("the job at its time publishes it; a job for an older time or an unscheduled post does nothing", async () => {
    const post = await draft({ title: "On time" });
    const at = new Date(Date.now() + 60_000);
    expect(await schedulePost(post.id, at, ADMIN)).toBe("done");
    expect((await getPostById(post.id))!.state).toBe("scheduled");
    const job = { postId: post.id, scheduledFor: at.toISOString() };
    expect(await publishDue(job)).toBe("skipped"); // not yet its time
    expect(await publishDue({ ...job, scheduledFor: new Date(0).toISOString() }, at)).toBe(
      "skipped",
    );
    expect(await publishDue(job, new Date(at.getTime() + 2_000))).toBe("published");
    const live = (await getPostById(post.id))!;
    expect(live).toMatchObject({
      state: "published",
      scheduledAt: null,
      publishedLateSeconds: null,
    });
    expect(await schedulePost(post.id, at, ADMIN)).toBe("refused");

    const cancelled = await draft({ title: "Called off" });
    await schedulePost(cancelled.id, at, ADMIN);
    expect(await unpublishPost(cancelled.id, ADMIN)).toBe("done");
    expect(await publishDue({ postId: cancelled.id, scheduledFor: at.toISOString() }, at)).toBe(
      "skipped",
    );
    expect(await audits(cancelled.id)).toContainEqual(["post-unscheduled", ADMIN]);
  });

  it("a time that passed while no server ran: published at start, recording how late", async () => {
    const post = await draft({ title: "Missed while down" });
    const at = new Date(Date.now() - 90 * 60_000);
    await testDb.db
      .update(posts)
      .set({ state: "scheduled", scheduledAt: at })
      .where(eq(posts.id, post.id));
    expect(await publishOverdue()).toBe(1);
    const live = (await getPostById(post.id))!;
    expect(live.state).toBe("published");
    expect(live.publishedLateSeconds).toBeGreaterThanOrEqual(90 * 60);
    expect(live.publishedLateSeconds).toBeLessThan(90 * 60 + 60);
    expect(await publishOverdue()).toBe(0);
    const [audit] = await testDb.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, post.id), eq(auditEvents.action, "post-published")));
    expect(audit.actor).toBe("system (scheduled post)");
    expect(audit.summary).toMatch(/^Post published \d+ seconds after its scheduled time/);
  });
});

describe("the CRM's list", () => {
  it("searches titles, slugs and excerpts, last changed first, a page at a time", async () => {
    await draft({ title: "Needle in a haystack" });
    await draft({ title: "Another needle" });
    const found = await listStaffPosts({ q: "needle" });
    expect(found.total).toBe(2);
    expect(found.rows.map((r) => r.title)).toEqual(["Another needle", "Needle in a haystack"]);
    expect(found.rows[0].authorEmail).toBe(writer.email);
    const paged = await listStaffPosts({ q: "needle", page: 2, pageSize: 1 });
    expect(paged.rows.map((r) => r.title)).toEqual(["Needle in a haystack"]);
    expect((await listStaffPosts({ q: "100%_" })).total).toBe(0);
  });
});
