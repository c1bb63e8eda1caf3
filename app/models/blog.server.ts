/**
 * Blog posts: Markdown files in content/blog/*.md with front matter (DESIGN.md "Layout").
 *
 *   ---
 *   id: 3
 *   slug: uk-gdpr-data-governance
 *   title: …
 *   excerpt: …
 *   category: Data Analytics
 *   readTime: 7 min read
 *   date: 2026-09-14
 *   imageUrl: /images/blog/x.svg       (optional; the list falls back to the category's image)
 *   ---
 *   Body in CommonMark (with tables), rendered to HTML on the server (app/utils/markdown.server.ts).
 *
 * The files are bundled at build time (import.meta.glob), so the server needs no content/
 * directory at run time; they are parsed and validated once, on first use, and kept in memory.
 * A malformed post fails with an error naming its file.
 */
import { z } from "zod";
import type { BlogPost, BlogPostSummary, RenderedPost } from "~/schemas/blog";
import { renderMarkdown } from "~/utils/markdown.server";

export type { BlogPost, BlogPostSummary, RenderedPost };

/** Posts from content/blog/*.md, newest first. */

const frontMatterSchema = z.object({
  id: z.coerce.number().int().positive(),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be lowercase words joined by hyphens"),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  category: z.string().min(1),
  readTime: z.string().regex(/^\d+ min read$/, "readTime must look like '6 min read'"),
  date: z.iso.date(),
  imageUrl: z
    .string()
    .regex(/^(\/|https:\/\/)/, "imageUrl must be a site path (/…) or an https URL")
    .optional(),
});

export class BlogContentError extends Error {
  constructor(file: string, problem: string) {
    super(`Blog post ${file}: ${problem}`);
    this.name = "BlogContentError";
  }
}

/** `key: value` lines between --- fences; values may be wrapped in quotes. */
export function parseFrontMatter(
  file: string,
  raw: string,
): { data: Record<string, string>; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match)
    throw new BlogContentError(file, "missing front matter (a block between --- lines at the top)");
  const data: Record<string, string> = {};
  match[1].split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.trimStart().startsWith("#")) return;
    const pair = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair)
      throw new BlogContentError(
        file,
        `front matter line ${index + 2} is not "key: value": ${line}`,
      );
    const value = pair[2].trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    data[pair[1]] = quoted ? quoted[2] : value;
  });
  return { data, body: match[2].trim() };
}

export function parsePostFile(file: string, raw: string): BlogPost {
  const { data, body } = parseFrontMatter(file, raw);
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`,
    );
    throw new BlogContentError(file, `invalid front matter (${problems.join("; ")})`);
  }
  const expectedFile = `${result.data.slug}.md`;
  if (!file.endsWith(`/${expectedFile}`) && file !== expectedFile) {
    throw new BlogContentError(file, `the file name must match the slug (${expectedFile})`);
  }
  if (body === "") throw new BlogContentError(file, "the post has no content");
  return { ...result.data, content: body };
}

/** Every post, newest first (then by id, so the order is stable); ids and slugs unique. */
export function buildIndex(files: Record<string, string>): BlogPost[] {
  const posts = Object.entries(files).map(([file, raw]) => parsePostFile(file, raw));
  const seenIds = new Map<number, string>();
  const seenSlugs = new Set<string>();
  for (const post of posts) {
    if (seenIds.has(post.id))
      throw new BlogContentError(
        `${post.slug}.md`,
        `id ${post.id} is also used by ${seenIds.get(post.id)}.md`,
      );
    if (seenSlugs.has(post.slug)) throw new BlogContentError(`${post.slug}.md`, "duplicate slug");
    seenIds.set(post.id, post.slug);
    seenSlugs.add(post.slug);
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

let cache: BlogPost[] | undefined;

function allPosts(): BlogPost[] {
  cache ??= buildIndex(
    import.meta.glob<string>("/content/blog/*.md", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  );
  return cache;
}

export function toSummary({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

export async function listPosts(): Promise<BlogPostSummary[]> {
  return allPosts().map(toSummary);
}

export async function getPost(slug: string): Promise<BlogPost | undefined> {
  return allPosts().find((post) => post.slug === slug);
}

const rendered = new Map<string, RenderedPost>();

/** The post with its body rendered (once per post: the content is fixed for a build). */
export async function getRenderedPost(slug: string): Promise<RenderedPost | undefined> {
  const cached = rendered.get(slug);
  if (cached) return cached;
  const post = await getPost(slug);
  if (!post) return undefined;
  const result = { ...toSummary(post), html: renderMarkdown(post.content) };
  rendered.set(slug, result);
  return result;
}
