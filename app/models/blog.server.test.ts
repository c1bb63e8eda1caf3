import { describe, expect, it } from "vitest";
import { markdownToText } from "~/utils/markdown.server";
import {
  BlogContentError,
  buildIndex,
  getPost,
  listPosts,
  parseFrontMatter,
  parsePostFile,
} from "./blog.server";

const post = (fields: Record<string, string>, body = "## Heading\n\nBody text.") =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n${body}\n`;

const valid = {
  id: "1",
  slug: "first-post",
  title: '"A title: with a colon"',
  excerpt: "An excerpt.",
  category: "Finance",
  readTime: "6 min read",
  date: "2026-01-02",
};

describe("blog front matter", () => {
  it("parses key: value lines, strips quotes and keeps the body", () => {
    const { data, body } = parseFrontMatter("x.md", post(valid, "Body"));
    expect(data.title).toBe("A title: with a colon");
    expect(data.readTime).toBe("6 min read");
    expect(body).toBe("Body");
  });

  it("validates and returns a post", () => {
    expect(
      parsePostFile("/content/blog/first-post.md", post({ ...valid, imageUrl: "/blog/x.svg" })),
    ).toEqual({
      id: 1,
      slug: "first-post",
      title: "A title: with a colon",
      excerpt: "An excerpt.",
      category: "Finance",
      readTime: "6 min read",
      date: "2026-01-02",
      imageUrl: "/blog/x.svg",
      content: "## Heading\n\nBody text.",
    });
  });

  it("fails with an error naming the file when the front matter is missing", () => {
    expect(() => parsePostFile("/content/blog/broken.md", "# No front matter")).toThrow(
      /Blog post \/content\/blog\/broken\.md: missing front matter/,
    );
  });

  it("names the file and the field for invalid values", () => {
    const bad = post({ ...valid, readTime: "six minutes", date: "yesterday" });
    expect(() => parsePostFile("/content/blog/first-post.md", bad)).toThrow(BlogContentError);
    expect(() => parsePostFile("/content/blog/first-post.md", bad)).toThrow(
      /first-post\.md.*readTime.*date/,
    );
  });

  it("rejects missing fields, unsafe image URLs, bad lines and a slug that differs from the file name", () => {
    const { title: _title, ...noTitle } = valid;
    expect(() => parsePostFile("/content/blog/first-post.md", post(noTitle))).toThrow(/title/);
    expect(() =>
      parsePostFile(
        "/content/blog/first-post.md",
        post({ ...valid, imageUrl: "javascript:alert(1)" }),
      ),
    ).toThrow(/imageUrl/);
    expect(() =>
      parsePostFile("/content/blog/first-post.md", "---\nnot a pair\n---\nBody"),
    ).toThrow(/line 2/);
    expect(() => parsePostFile("/content/blog/other-name.md", post(valid))).toThrow(
      /other-name\.md.*first-post\.md/,
    );
    expect(() => parsePostFile("/content/blog/first-post.md", post(valid, ""))).toThrow(
      /no content/,
    );
  });
});

describe("blog index", () => {
  it("sorts newest first and rejects duplicate ids", () => {
    const files = {
      "/content/blog/old.md": post({ ...valid, id: "1", slug: "old", date: "2025-05-01" }),
      "/content/blog/new.md": post({ ...valid, id: "2", slug: "new", date: "2026-05-01" }),
    };
    expect(buildIndex(files).map((p) => p.slug)).toEqual(["new", "old"]);
    expect(() =>
      buildIndex({ ...files, "/content/blog/dup.md": post({ ...valid, id: "2", slug: "dup" }) }),
    ).toThrow(/id 2 is also used/);
  });
});

describe("the published posts (content/blog)", () => {
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
    for (const summary of await listPosts()) {
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
