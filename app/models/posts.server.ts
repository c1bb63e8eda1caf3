/**
 * Posts as staff write them in the CRM and by the API (decisions 081 and 082): drafts,
 * every save kept as a revision, publishing, scheduling and unpublishing. Members write and save;
 * admins publish, schedule and unpublish (the routes check the role: decision 082).
 *
 * Whatever changes what the public sees (a publish, an unpublish, an edit of a published post)
 * tells every server's page cache in the same transaction (NOTIFY public_pages_changed, decision
 * 078), so all instances drop the blog's pages at once.
 *
 * A schedule is a pg-boss job due at its time (kept in the database: a restart does not lose it);
 * at start-up any scheduled post whose time has passed is published too, and a post that went out
 * after its time records how late it was.
 */
import { and, count, desc, eq, ilike, lte, ne, or } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import {
  type Post,
  type PostRevision,
  postRevisions,
  postSlugRedirects,
  posts,
  staffUsers,
} from "@db/schema";
import { type PostInput, type PostState, RESERVED_SLUGS, slugFromTitle } from "~/schemas/post";
import { containsPattern } from "~/utils/like";
import { recordAudit } from "./audit.server";
import { BLOG_PATHS } from "./blog.server";
import { type SqlExecutor, enqueue, jobsFor } from "./jobs.server";
import { notifyPublicPagesChanged } from "./public-pages.server";

export type { Post, PostRevision, PostState };

/** Who is saving: the staff account (its id is the post's author) and its email (the record). */
export interface PostActor {
  id: number;
  email: string;
}

/** How far ahead a post may be scheduled. */
const SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** A time staff may schedule a post for: in the future, within the next year. */
export const isSchedulableTime = (at: Date, now = Date.now()) =>
  at.getTime() > now && at.getTime() <= now + SCHEDULE_AHEAD_MS;

/** A post published this long after its scheduled time counts as late (a poll's worth). */
export const LATE_AFTER_SECONDS = 60;

const publicChange = (db: Executor) => notifyPublicPagesChanged(db, BLOG_PATHS);

export async function getPostById(id: number, db: Executor = getDb()): Promise<Post | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row;
}

/** The slug is free for post `ownId` (null: a new post): no other post has it. */
async function slugTaken(db: Executor, slug: string, ownId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(ownId === null ? eq(posts.slug, slug) : and(eq(posts.slug, slug), ne(posts.id, ownId)));
  return Boolean(row);
}

/** The title's slug, with -2, -3… when another post has it or it is a reserved name. */
async function derivedSlug(db: Executor, title: string, ownId: number | null): Promise<string> {
  const base = slugFromTitle(title) || "post";
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!RESERVED_SLUGS.has(slug) && !(await slugTaken(db, slug, ownId))) return slug;
  }
}

export type SaveOutcome =
  { status: "saved"; post: Post } | { status: "slug-taken" } | { status: "missing" };

function contentOf(input: PostInput, slug: string) {
  return {
    slug,
    title: input.title,
    excerpt: input.excerpt,
    category: input.category,
    content: input.content,
    imageUrl: input.imageUrl,
    readTime: input.readTime,
    metaDescription: input.metaDescription,
    authorName: input.authorName,
  };
}

async function keepRevision(db: Executor, post: Post, savedBy: string) {
  await db.insert(postRevisions).values({
    postId: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    content: post.content,
    imageUrl: post.imageUrl,
    readTime: post.readTime,
    metaDescription: post.metaDescription,
    socialImage: post.socialImage,
    authorName: post.authorName,
    savedBy,
  });
}

/** A new draft (its slug from the title unless one is given); the first revision. */
export async function createPost(input: PostInput, actor: PostActor): Promise<SaveOutcome> {
  return getDb().transaction(async (tx) => {
    if (input.slug && (await slugTaken(tx, input.slug, null))) return { status: "slug-taken" };
    const slug = input.slug ?? (await derivedSlug(tx, input.title, null));
    const [post] = await tx
      .insert(posts)
      .values({ ...contentOf(input, slug), authorId: actor.id })
      .returning();
    await keepRevision(tx, post, actor.email);
    await recordAudit(tx, {
      actor: actor.email,
      action: "post-created",
      entityType: "post",
      entityId: post.id,
      summary: `Post drafted: ${post.title}`,
    });
    return { status: "saved", post };
  });
}

/**
 * Saves new content (a revision). A post the public has seen that changes its slug leaves a 301
 * from the old one; a published post's pages are dropped from every cache.
 */
export async function updatePost(
  id: number,
  input: PostInput,
  actor: PostActor,
): Promise<SaveOutcome> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
    if (!before) return { status: "missing" };
    if (input.slug && (await slugTaken(tx, input.slug, id))) return { status: "slug-taken" };
    const slug = input.slug ?? before.slug;
    const [post] = await tx
      .update(posts)
      .set({ ...contentOf(input, slug), updatedAt: new Date() })
      .where(eq(posts.id, id))
      .returning();
    if (slug !== before.slug) {
      // The post may take back an old address of its own; another post's redirect gives way.
      await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.slug, slug));
      if (before.publishedAt)
        await tx
          .insert(postSlugRedirects)
          .values({ slug: before.slug, postId: id })
          .onConflictDoUpdate({ target: postSlugRedirects.slug, set: { postId: id } });
    }
    await keepRevision(tx, post, actor.email);
    await recordAudit(tx, {
      actor: actor.email,
      action: "post-edited",
      entityType: "post",
      entityId: id,
      summary:
        slug === before.slug
          ? `Post saved: ${post.title}`
          : `Post saved: ${post.title} (address /blog/${before.slug} → /blog/${slug})`,
    });
    if (before.state === "published") await publicChange(tx);
    return { status: "saved", post };
  });
}

export type StateOutcome = "done" | "missing" | "refused";

/**
 * Publishes a post now (a draft, a scheduled or an unpublished one). Its date stays the day it
 * first went live. `lateSeconds`: the scheduled time passed this long ago (the job's caller).
 */
async function publishIn(
  tx: Executor,
  post: Post,
  actor: string,
  lateSeconds: number | null,
): Promise<void> {
  const now = new Date();
  await tx
    .update(posts)
    .set({
      state: "published",
      publishedAt: post.publishedAt ?? now,
      scheduledAt: null,
      publishedLateSeconds: lateSeconds,
      updatedAt: now,
    })
    .where(eq(posts.id, post.id));
  await recordAudit(tx, {
    actor,
    action: "post-published",
    entityType: "post",
    entityId: post.id,
    summary:
      lateSeconds === null
        ? `Post published: ${post.title}`
        : `Post published ${lateSeconds} seconds after its scheduled time: ${post.title}`,
  });
  await publicChange(tx);
}

export async function publishPost(id: number, actor: string): Promise<StateOutcome> {
  return getDb().transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
    if (!post) return "missing";
    if (post.state === "published") return "refused";
    await publishIn(tx, post, actor, null);
    return "done";
  });
}

/** Takes a published (or scheduled) post off the site: 404 for it, gone from every list. */
export async function unpublishPost(id: number, actor: string): Promise<StateOutcome> {
  return getDb().transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
    if (!post) return "missing";
    if (post.state !== "published" && post.state !== "scheduled") return "refused";
    await tx
      .update(posts)
      .set({ state: "unpublished", scheduledAt: null, updatedAt: new Date() })
      .where(eq(posts.id, id));
    await recordAudit(tx, {
      actor,
      action: post.state === "published" ? "post-unpublished" : "post-unscheduled",
      entityType: "post",
      entityId: id,
      summary:
        post.state === "published"
          ? `Post unpublished: ${post.title}`
          : `Post's schedule cancelled: ${post.title}`,
    });
    if (post.state === "published") await publicChange(tx);
    return "done";
  });
}

/** The job that publishes a scheduled post: which post, and the time it was scheduled for. */
export interface PostPublishJob {
  postId: number;
  scheduledFor: string;
}

/** Schedules a post that is not live: a job due at `at` publishes it. */
export async function schedulePost(id: number, at: Date, actor: string): Promise<StateOutcome> {
  const boss = await jobsFor();
  return getDb().transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
    if (!post) return "missing";
    if (post.state === "published") return "refused";
    await tx
      .update(posts)
      .set({ state: "scheduled", scheduledAt: at, updatedAt: new Date() })
      .where(eq(posts.id, id));
    const job: PostPublishJob = { postId: id, scheduledFor: at.toISOString() };
    await enqueue(boss, tx as SqlExecutor, "post-publish", { ...job }, { startAfter: at });
    await recordAudit(tx, {
      actor,
      action: "post-scheduled",
      entityType: "post",
      entityId: id,
      summary: `Post scheduled for ${at.toISOString()}: ${post.title}`,
    });
    return "done";
  });
}

/**
 * Publishes a scheduled post whose time has come: the job at its time, or the start-up's catch-up.
 * Nothing when it was unscheduled, rescheduled (another job carries the new time) or is already
 * live. Late by more than LATE_AFTER_SECONDS: the post records by how much.
 */
export async function publishDue(
  job: PostPublishJob,
  now = new Date(),
): Promise<"published" | "skipped"> {
  return getDb().transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, job.postId)).for("update");
    if (!post || post.state !== "scheduled" || !post.scheduledAt) return "skipped";
    if (post.scheduledAt.toISOString() !== job.scheduledFor) return "skipped";
    if (post.scheduledAt.getTime() > now.getTime()) return "skipped";
    const late = Math.floor((now.getTime() - post.scheduledAt.getTime()) / 1000);
    await publishIn(tx, post, "system (scheduled post)", late > LATE_AFTER_SECONDS ? late : null);
    return "published";
  });
}

/** At start-up: every scheduled post whose time passed while no server ran goes out now. */
export async function publishOverdue(now = new Date()): Promise<number> {
  const due = await getDb()
    .select({ id: posts.id, scheduledAt: posts.scheduledAt })
    .from(posts)
    .where(and(eq(posts.state, "scheduled"), lte(posts.scheduledAt, now)));
  let published = 0;
  for (const row of due) {
    const job = { postId: row.id, scheduledFor: row.scheduledAt!.toISOString() };
    if ((await publishDue(job, now)) === "published") published++;
  }
  return published;
}

/** Deletes a draft (one the public never saw); any other state is refused. */
export async function deletePost(id: number, actor: string): Promise<StateOutcome> {
  return getDb().transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
    if (!post) return "missing";
    if (post.state !== "draft") return "refused";
    await tx.delete(posts).where(eq(posts.id, id));
    await recordAudit(tx, {
      actor,
      action: "post-deleted",
      entityType: "post",
      entityId: id,
      summary: `Draft deleted: ${post.title}`,
    });
    return "done";
  });
}

export const POSTS_PAGE_SIZE = 25;

export interface PostListRow {
  id: number;
  slug: string;
  title: string;
  state: string;
  category: string;
  authorEmail: string | null;
  authorName: string | null;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  publishedLateSeconds: number | null;
  updatedAt: Date;
}

/** The CRM's list: every post, last changed first; `q` searches the title, slug and excerpt. */
export async function listStaffPosts({
  q = "",
  page = 1,
  pageSize = POSTS_PAGE_SIZE,
}: { q?: string; page?: number; pageSize?: number } = {}): Promise<{
  rows: PostListRow[];
  total: number;
}> {
  const pattern = containsPattern(q.trim());
  const where = q.trim()
    ? or(ilike(posts.title, pattern), ilike(posts.slug, pattern), ilike(posts.excerpt, pattern))
    : undefined;
  const [{ total }] = await getDb().select({ total: count() }).from(posts).where(where);
  const rows = await getDb()
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      state: posts.state,
      category: posts.category,
      authorEmail: staffUsers.email,
      authorName: posts.authorName,
      scheduledAt: posts.scheduledAt,
      publishedAt: posts.publishedAt,
      publishedLateSeconds: posts.publishedLateSeconds,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .leftJoin(staffUsers, eq(staffUsers.id, posts.authorId))
    .where(where)
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
  return { rows, total };
}

/** A post's saves, newest first. */
export async function listRevisions(postId: number): Promise<PostRevision[]> {
  return getDb()
    .select()
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id));
}

/** One save of a post; undefined when it is not that post's. */
export async function getRevision(
  postId: number,
  revisionId: number,
): Promise<PostRevision | undefined> {
  if (!Number.isSafeInteger(revisionId) || revisionId < 1 || revisionId > 2_147_483_647)
    return undefined;
  const [row] = await getDb()
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)));
  return row;
}

/** A revision's text as the post's content again: itself a save (a new revision), audited. */
export async function restoreRevision(
  postId: number,
  revisionId: number,
  actor: PostActor,
): Promise<SaveOutcome> {
  const revision = await getRevision(postId, revisionId);
  if (!revision) return { status: "missing" };
  const outcome = await updatePost(
    postId,
    {
      title: revision.title,
      slug: revision.slug,
      excerpt: revision.excerpt,
      category: revision.category,
      content: revision.content,
      imageUrl: revision.imageUrl,
      readTime: revision.readTime,
      metaDescription: revision.metaDescription,
      authorName: revision.authorName,
    },
    actor,
  );
  if (outcome.status === "saved")
    await recordAudit(getDb(), {
      actor: actor.email,
      action: "post-restored",
      entityType: "post",
      entityId: postId,
      summary: `Post restored to its save of ${revision.savedAt.toISOString()} by ${revision.savedBy}`,
    });
  return outcome;
}
