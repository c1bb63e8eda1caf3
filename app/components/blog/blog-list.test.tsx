import { prerenderToNodeStream } from "react-dom/static";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BlogListingView, type BlogListing } from "./blog-list";
import { CATEGORY_IMAGES, postImage } from "./images";

const post = (id: number, category = "Finance", imageUrl?: string) => ({
  id,
  slug: `post-${id}`,
  title: `Post <b>${id}</b>`,
  excerpt: "Excerpt",
  category,
  readTime: "6 min read",
  imageUrl,
  date: "2026-01-01",
});

/** Waits for every Suspense boundary, like a crawler's response. */
async function renderAll(listing: BlogListing): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter>
      <BlogListingView listing={listing} />
    </MemoryRouter>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe("blog listing view", () => {
  it("renders a card per post linking to /blog/{slug}, with sized images, lazy below the fold", () => {
    const html = renderToString(
      <MemoryRouter>
        <BlogListingView listing={[1, 2, 3, 4].map((id) => post(id))} />
      </MemoryRouter>,
    );
    expect(html.match(/<article/g)).toHaveLength(4);
    expect(html).toContain('href="/blog/post-1"');
    expect(html).toContain("Post &lt;b&gt;1&lt;/b&gt;");
    expect(html.match(/width="640" height="360"/g)).toHaveLength(4);
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
    expect(html).toContain('alt=""');
  });

  it("shows six skeletons while the list is still streaming", () => {
    const html = renderToString(<BlogListingView listing={new Promise(() => {})} />);
    expect(html).toContain("Loading blog posts");
    expect(html.match(/<li>/g)).toHaveLength(6);
    expect(html).not.toContain("<article");
  });

  it("renders the streamed posts once they arrive", async () => {
    const html = await renderAll(Promise.resolve([post(1), post(2)]));
    expect(html.match(/<article/g)).toHaveLength(2);
  });

  it("shows the error view when the streamed list fails, or when the loader says error", async () => {
    const failing = Promise.reject(new Error("boom"));
    failing.catch(() => {});
    for (const html of [
      await renderAll(failing),
      renderToString(<BlogListingView listing="error" />),
    ]) {
      expect(html).toContain("Unable to load blog posts");
      expect(html).toContain("Please try again later.");
    }
  });

  it("shows 'Coming Soon' when there are no posts", () => {
    expect(renderToString(<BlogListingView listing={[]} />)).toContain("Coming Soon");
  });
});

describe("fallback images", () => {
  it("uses the category image, the Tech Trends image for other categories, and imageUrl first", () => {
    expect(postImage(post(1, "Hospitality"))).toBe("/images/blog/hospitality.svg");
    expect(postImage(post(1, "Gardening"))).toBe(CATEGORY_IMAGES["Tech Trends"]);
    expect(postImage(post(1, "Finance", "/blog/custom.png"))).toBe("/blog/custom.png");
    expect(Object.keys(CATEGORY_IMAGES)).toEqual([
      "Data Analytics",
      "Business Intelligence",
      "Tech Trends",
      "Finance",
      "Hospitality",
    ]);
  });
});
