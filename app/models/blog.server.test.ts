/**
 * The public blog model over the posts table: the seven posts migration 0028 brought in from
 * content/blog (their ids, slugs, dates and read times), only published posts shown, read time
 * from the words, and a former slug's redirect.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts, staffUsers } from "@db/schema";
import { readTimeOf } from "~/schemas/post";
import { markdownToText } from "~/utils/markdown.server";
import { useTestDb } from "../../tests/helpers/test-db";
import { getPost, getRenderedPost, listPosts, movedPostSlug } from "./blog.server";
import { createPost, publishPost, updatePost } from "./posts.server";

const testDb = useTestDb();

const input = (title: string, content = "One two three.") => ({
  title,
  slug: null,
  excerpt: "An excerpt.",
  category: "Finance",
  content,
  imageUrl: null,
  readTime: null,
  metaDescription: "",
  authorName: null,
});

async function author() {
  const [row] = await testDb.db
    .insert(staffUsers)
    .values({ email: `writer${Date.now()}${Math.random()}@durhamdata.test`, passwordHash: "x" })
    .returning();
  return { id: row.id, email: row.email };
}

describe("the posts that came from content/blog", () => {
  it("are the seven, with their ids, slugs, dates and read times", async () => {
    const list = await listPosts();
    expect(list.map((p) => [p.id, p.slug, p.date, p.readTime])).toEqual([
      [7, "finance-document-intelligence", "2026-11-03", "8 min read"],
      [6, "veterinary-clinic-data-integration", "2026-10-06", "7 min read"],
      [5, "hospitality-predictive-staffing", "2026-08-26", "8 min read"],
      [4, "ai-readiness-checklist-uk-businesses", "2026-07-08", "7 min read"],
      [3, "uk-gdpr-data-governance-practical-guide", "2026-05-19", "8 min read"],
      [2, "dental-practice-kpis-pms-data", "2026-04-22", "7 min read"],
      [1, "data-strategy-for-multi-location-businesses", "2026-03-10", "7 min read"],
    ]);
  });

  it("a new post takes the id after them", async () => {
    const saved = await createPost(input("After the seven"), await author());
    expect(saved.status).toBe("saved");
    if (saved.status === "saved") expect(saved.post.id).toBe(8);
  });
});

describe("only published posts are public", () => {
  it("a draft is neither listed nor found; published, it is both, dated today", async () => {
    const saved = await createPost(input("Fresh thinking on BI"), await author());
    if (saved.status !== "saved") throw new Error(saved.status);
    const { slug, id } = saved.post;
    expect(slug).toBe("fresh-thinking-on-bi");
    expect((await listPosts()).map((p) => p.slug)).not.toContain(slug);
    expect(await getPost(slug)).toBeUndefined();
    await publishPost(id, "admin@durhamdata.test");
    const [first] = await listPosts();
    expect(first.slug).toBe(slug);
    expect(first.readTime).toBe("1 min read");
    expect((await getRenderedPost(slug))?.html).toContain("<p>One two three.</p>");
    expect((await getRenderedPost(slug))?.metaDescription).toBeUndefined();
    await updatePost(
      id,
      { ...input("Fresh thinking on BI"), metaDescription: "For search." },
      {
        id: 0,
        email: "admin@durhamdata.test",
      },
    );
    expect((await getRenderedPost(slug))?.metaDescription).toBe("For search.");
  });

  it("the read time is worked out from the words at 200 a minute unless the author set it", () => {
    expect(readTimeOf("word ".repeat(200))).toBe("1 min read");
    expect(readTimeOf("word ".repeat(201))).toBe("2 min read");
    expect(readTimeOf("## Heading\n\n- " + "word ".repeat(999))).toBe("5 min read");
  });

  it("a published post's old slug redirects to its new one; a draft's leaves nothing", async () => {
    const who = await author();
    const saved = await createPost(input("Moving house"), who);
    if (saved.status !== "saved") throw new Error(saved.status);
    await updatePost(saved.post.id, { ...input("Moving house"), slug: "moving-draft" }, who);
    expect(await movedPostSlug("moving-house")).toBeUndefined();
    await publishPost(saved.post.id, who.email);
    await updatePost(saved.post.id, { ...input("Moving house"), slug: "moved-house" }, who);
    expect(await movedPostSlug("moving-draft")).toBe("moved-house");
    expect(await getPost("moving-draft")).toBeUndefined();
    const [row] = await testDb.db.select().from(posts).where(eq(posts.id, saved.post.id));
    expect(row.slug).toBe("moved-house");
  });
});

describe("the published posts (moved from content/blog by migration 0028)", () => {
  it("lists at least six posts, newest first, with the list fields and no content", async () => {
    const posts = await listPosts();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const p of posts) {
      expect(Object.keys(p).sort()).toEqual(
        [
          "category",
          "date",
          "excerpt",
          "id",
          "readTime",
          "slug",
          "title",
          ...(p.imageUrl ? ["imageUrl"] : []),
        ].sort(),
      );
      expect([
        "Data Analytics",
        "Business Intelligence",
        "Tech Trends",
        "Finance",
        "Hospitality",
      ]).toContain(p.category);
    }
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
  });

  it("each post is substantive (600-1000 words) and links to /contact", async () => {
    for (const summary of (await listPosts()).filter((p) => p.id <= 7)) {
      const full = await getPost(summary.slug);
      expect(full, summary.slug).toBeDefined();
      const words = markdownToText(full!.content).split(/\s+/).filter(Boolean).length;
      expect(words, summary.slug).toBeGreaterThanOrEqual(600);
      expect(words, summary.slug).toBeLessThanOrEqual(1000);
      expect(full!.content, summary.slug).toContain("](/contact)");
    }
  });

  it("getPost answers undefined for an unknown slug", async () => {
    expect(await getPost("no-such-post")).toBeUndefined();
  });
});
