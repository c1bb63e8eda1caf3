import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { BlogPostSummary } from "~/models/blog.server";

const posts = vi.hoisted(() => ({ list: [] as BlogPostSummary[] }));
vi.mock("~/models/blog.server", () => ({ listPosts: async () => posts.list }));
vi.mock("~/components/shell/booking", () => ({
  NEW_TAB_HINT: " (opens in a new tab)",
  useBookingUrl: () => "https://booking.example/",
}));
vi.mock("~/components/newsletter/newsletter-section", () => ({ NewsletterSection: () => null }));

const { default: Home, loader } = await import("./home");

function post(n: number): BlogPostSummary {
  return {
    id: n,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: "Excerpt",
    category: "Finance",
    readTime: "5 min read",
    date: "2026-01-01",
  };
}

async function renderHome() {
  const loaderData = await loader();
  // the route component only reads loaderData
  const props = { loaderData } as unknown as Parameters<typeof Home>[0];
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <Home {...props} />
    </StaticRouter>,
  );
}

describe("home loader and latest posts", () => {
  it("passes only the three latest posts, linked to /blog/{slug}", async () => {
    posts.list = [1, 2, 3, 4, 5].map(post);
    const data = await loader();
    expect(data.posts.map((p) => p.slug)).toEqual(["post-1", "post-2", "post-3"]);
    expect(data.partners).toHaveLength(8);
    expect(data.caseStudies).toHaveLength(5);
    const html = await renderHome();
    expect(html).toContain('href="/blog/post-1"');
    expect(html).toContain('href="/blog/post-3"');
    expect(html).not.toContain('href="/blog/post-4"');
    expect(html).not.toContain("Coming Soon");
  });

  it("shows the Coming Soon state when there are no posts", async () => {
    posts.list = [];
    const html = await renderHome();
    expect(html).toContain("Coming Soon");
    expect(html).not.toContain('href="/blog/');
  });
});
