import { type APIRequestContext, expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { SHIPPED_POST_SLUGS } from "./constants";

interface Summary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  imageUrl?: string;
  date: string;
}

async function posts(request: APIRequestContext): Promise<Summary[]> {
  const response = await request.get("/api/blog");
  expect(response.status()).toBe(200);
  return response.json();
}

/** The shipped posts, newest first (the others may come and go while this file runs). */
async function shippedPosts(request: APIRequestContext): Promise<Summary[]> {
  return (await posts(request)).filter((post) => SHIPPED_POST_SLUGS.includes(post.slug));
}

test.describe("blog API", () => {
  test("GET /api/blog lists the posts newest first with the list fields @http", async ({
    request,
  }) => {
    const list = await posts(request);
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const post of list) {
      expect(typeof post.id).toBe("number");
      for (const field of ["slug", "title", "excerpt", "category", "readTime"] as const)
        expect(typeof post[field]).toBe("string");
      expect(post).not.toHaveProperty("content");
    }
    const dates = list.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("GET /api/blog/{slug} answers the post with content, and 404 with the spec's body @http", async ({
    request,
  }) => {
    const [first] = await shippedPosts(request);
    const response = await request.get(`/api/blog/${first.slug}`);
    expect(response.status()).toBe(200);
    const post = await response.json();
    expect(post).toMatchObject({
      slug: first.slug,
      title: first.title,
      category: first.category,
      readTime: first.readTime,
      excerpt: first.excerpt,
    });
    expect(post.content.length).toBeGreaterThan(1000);

    const missing = await request.get("/api/blog/no-such-post");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: "Blog post not found" });
  });
});

for (const path of ["/blog", "/insights"]) {
  test(`${path} lists every post as a card linking to /blog/{slug}`, async ({ page, request }) => {
    const list = await posts(request);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Blog posts" }).getByRole("listitem");
    await expect(cards).toHaveCount(list.length);
    for (const [index, post] of list.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name: post.title })).toHaveAttribute(
        "href",
        `/blog/${post.slug}`,
      );
      await expect(card).toContainText(post.category);
      await expect(card).toContainText(post.readTime);
      await expect(card).toContainText(post.excerpt);
      // Decorative, sized illustration (the category's, when the post has none).
      const image = card.locator("img");
      await expect(image).toHaveAttribute("alt", "");
      await expect(image).toHaveAttribute("width", "640");
      await expect(image).toHaveAttribute("height", "360");
      if (!post.imageUrl)
        await expect(image).toHaveAttribute("src", /^\/images\/blog\/[a-z-]+\.svg$/);
      const src = (await image.getAttribute("src"))!;
      expect((await request.get(src)).status(), src).toBe(200);
    }
    await expect(cards.nth(list.length - 1).locator("img")).toHaveAttribute("loading", "lazy");
    // The canonical page of the listing is /blog for both paths.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await expectNoA11yViolations(page);
  });
}

test("a post shows category, read time, author, title, excerpt, content, the /contact CTA and the way back", async ({
  page,
  request,
}) => {
  const [post] = await shippedPosts(request);
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  const article = page.locator("article");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(article).toContainText(post.category);
  await expect(article).toContainText(post.readTime);
  await expect(article).toContainText("Durham Data Strategy Team");
  await expect(article).toContainText(post.excerpt);
  // Markdown rendered to real headings, lists and links.
  expect(await article.locator("h2").count()).toBeGreaterThan(2);
  expect(await article.locator("li").count()).toBeGreaterThan(2);
  await expect(article.getByRole("link", { name: "Talk to Our Team" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(article.getByRole("link", { name: /Back to Blog/ })).toHaveAttribute(
    "href",
    "/blog",
  );
  // No raw HTML or script from the content reaches the page.
  expect(await article.locator("script, iframe, object, embed").count()).toBe(0);
  await expect(page).toHaveTitle(
    new RegExp(post.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  // The newsletter signup follows the post, for readers who want the next one.
  await expect(
    page.getByRole("heading", { name: "Data Intelligence in Your Inbox" }),
  ).toBeVisible();
  await expect(page.locator("form#newsletter-form")).toHaveAttribute(
    "action",
    "/newsletter#newsletter-form-status",
  );
  await expectNoA11yViolations(page);
});

test("an unknown slug answers 404 with the not-found view and a way back", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
  await expect(
    page.getByText("The blog post you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  await expectNoA11yViolations(page);
});

test("a card opens its post, and Back to Blog returns to the list", async ({ page, request }) => {
  const [, second] = await shippedPosts(request);
  await page.goto("/blog");
  await page.getByRole("link", { name: second.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${second.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
  await page
    .locator("article")
    .getByRole("link", { name: /Back to Blog/ })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
});
