import { describe, expect, it } from "vitest";
import { staffUsers } from "@db/schema";
import { listPosts } from "~/models/blog.server";
import { createPost, publishPost, updatePost } from "~/models/posts.server";
import { postFormSchema } from "~/schemas/post";
import { useTestDb } from "../../../tests/helpers/test-db";
import { loader as pageLoader } from "../site/blog-post";
import { loader as listLoader } from "./blog";
import { loader as postLoader } from "./blog.$slug";

const testDb = useTestDb();

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

describe("drafts and moved posts", () => {
  it("a draft is neither listed nor answered; a published post's old slug answers 301 on its page", async () => {
    const [staff] = await testDb.db
      .insert(staffUsers)
      .values({ email: "writer@durhamdata.test", passwordHash: "x" })
      .returning();
    const actor = { id: staff.id, email: staff.email };
    const fields = { title: "Draft thoughts", category: "Finance", content: "Body." };
    const saved = await createPost(postFormSchema.parse(fields), actor);
    if (saved.status !== "saved") throw new Error(saved.status);
    const list = (await (await listLoader()).json()) as { slug: string }[];
    expect(list.map((p) => p.slug)).not.toContain("draft-thoughts");
    expect((await postLoader(args("draft-thoughts"))).status).toBe(404);

    await publishPost(saved.post.id, actor.email);
    expect((await postLoader(args("draft-thoughts"))).status).toBe(200);
    await updatePost(
      saved.post.id,
      postFormSchema.parse({ ...fields, slug: "published-thoughts" }),
      actor,
    );
    const moved = await pageLoader(args("draft-thoughts")).catch((thrown: Response) => thrown);
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get("Location")).toBe("/blog/published-thoughts");
    // The API answers by the current slug only (SPEC.md section 7: non-OK means not found).
    expect((await postLoader(args("draft-thoughts"))).status).toBe(404);
  });
});
