/**
 * The blog as the public sees it: the published posts (table `posts`, written in the CRM:
 * ./posts.server.ts), newest first; migration 0028 holds the first seven with their ids, slugs and
 * dates (decision 081).
 *
 * A post's `date` is the UK day it first went live; its `readTime` is the one the author set, or
 * worked out from its words (app/schemas/post.ts).
 */
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type Post, postSlugRedirects, posts } from "@db/schema";
import type { BlogPost, BlogPostSummary, RenderedPost } from "~/schemas/blog";
import { SLUG_PATTERN, readTimeOf } from "~/schemas/post";
import { renderMarkdown } from "~/utils/markdown.server";
import { ukDay } from "~/utils/uk-dates";

export type { BlogPost, BlogPostSummary, RenderedPost };

/** The public pages a post's coming, going or change shows on: a page cache drops them. */
export const BLOG_PATHS = ["/", "/blog", "/insights", "/sitemap.xml", "/api/blog"] as const;

const isPublished = eq(posts.state, "published");
const newestFirst = [desc(posts.publishedAt), desc(posts.id)];

/** The spec's fields (SPEC.md section 6): `imageUrl` only when the post has one. */
export function toBlogPost(post: Post): BlogPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    readTime: post.readTime ?? readTimeOf(post.content),
    date: ukDay(post.publishedAt ?? post.updatedAt),
    ...(post.imageUrl ? { imageUrl: post.imageUrl } : {}),
    content: post.content,
  };
}

export function toSummary({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/** The published posts, newest first, without their bodies. */
export async function listPosts(limit = 1000): Promise<BlogPostSummary[]> {
  const rows = await getDb()
    .select()
    .from(posts)
    .where(isPublished)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => toSummary(toBlogPost(row)));
}

/** The newest published posts with their bodies rendered, for the feed. */
export async function listFeedPosts(
  limit = 50,
): Promise<(BlogPostSummary & { html: string; publishedAt: Date })[]> {
  const rows = await getDb()
    .select()
    .from(posts)
    .where(isPublished)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => ({
    ...toSummary(toBlogPost(row)),
    html: renderMarkdown(row.content),
    publishedAt: row.publishedAt ?? row.updatedAt,
  }));
}

async function publishedRow(slug: string): Promise<Post | undefined> {
  if (!SLUG_PATTERN.test(slug)) return undefined; // not a slug (nor anything the database takes)
  const [row] = await getDb()
    .select()
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublished));
  return row;
}

/** A published post by its slug; undefined for any other. */
export async function getPost(slug: string): Promise<BlogPost | undefined> {
  const row = await publishedRow(slug);
  return row ? toBlogPost(row) : undefined;
}

/** A post as its page shows it: the body rendered, the named author when the firm chose one. */
export function renderedPostOf(row: Post): RenderedPost {
  return {
    ...toSummary(toBlogPost(row)),
    html: renderMarkdown(row.content),
    ...(row.authorName ? { author: row.authorName } : {}),
    ...(row.metaDescription ? { metaDescription: row.metaDescription } : {}),
  };
}

/** A published post with its body rendered, and its named author when the firm chose one. */
export async function getRenderedPost(slug: string): Promise<RenderedPost | undefined> {
  const row = await publishedRow(slug);
  return row ? renderedPostOf(row) : undefined;
}

/** The slug a published post has now, when `slug` was its address before (a 301 from it). */
export async function movedPostSlug(slug: string): Promise<string | undefined> {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  const [row] = await getDb()
    .select({ slug: posts.slug })
    .from(postSlugRedirects)
    .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.slug, slug), isPublished));
  return row?.slug;
}
