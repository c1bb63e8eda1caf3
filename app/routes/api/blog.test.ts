import { describe, expect, it } from "vitest";
import { listPosts } from "~/models/blog.server";
import { loader as listLoader } from "./blog";
import { loader as postLoader } from "./blog.$slug";

const args = (slug: string) =>
  ({ request: new Request(`http://x/api/blog/${slug}`), params: { slug }, context: {} }) as any;

describe("GET /api/blog", () => {
  it("answers the posts newest first with the list fields and without content", async () => {
    const response = await listLoader();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body.map((p) => p.slug)).toEqual((await listPosts()).map((p) => p.slug));
    for (const post of body) {
      for (const field of ["id", "slug", "title", "excerpt", "category", "readTime"])
        expect(post).toHaveProperty(field);
      expect(post).not.toHaveProperty("content");
    }
  });
});

describe("GET /api/blog/{slug}", () => {
  it("answers the post with its content", async () => {
    const [first] = await listPosts();
    const response = await postLoader(args(first.slug));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      id: first.id,
      slug: first.slug,
      title: first.title,
      category: first.category,
      readTime: first.readTime,
    });
    expect(body.content).toMatch(/^## /m);
  });

  it("answers 404 with the spec's message for an unknown slug", async () => {
    const response = await postLoader(args("no-such-post"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Blog post not found" });
  });
});
