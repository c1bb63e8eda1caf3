/**
 * The blog listing's server HTML (what a crawler or a browser without JavaScript gets) loaded into
 * a DOM and read through its roles and text.
 * @vitest-environment happy-dom
 */
import { prerenderToNodeStream } from "react-dom/static";
import { renderToString } from "react-dom/server";
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
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

/** Puts server HTML into the document, for Testing Library's queries. */
function load(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.replaceChildren(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

describe("blog listing view", () => {
  it("renders a card per post linking to /blog/{slug}, with sized images, lazy below the fold", () => {
    const html = renderToString(
      <MemoryRouter>
        <BlogListingView listing={[1, 2, 3, 4].map((id) => post(id))} />
      </MemoryRouter>,
    );
    const container = load(html);
    expect(screen.getAllByRole("article")).toHaveLength(4);
    const first = screen
      .getAllByRole("link")
      .filter((a) => a.getAttribute("href") === "/blog/post-1");
    expect(first).not.toHaveLength(0);
    expect(screen.getAllByText("Post <b>1</b>", { exact: false }).length).toBeGreaterThan(0);
    expect(container.querySelector("b")).toBeNull();
    const images = [...container.querySelectorAll("img")];
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["640", "360"]);
      expect(image.getAttribute("alt")).toBe("");
    }
    expect(images.filter((image) => image.getAttribute("loading") === "lazy")).toHaveLength(1);
  });

  it("shows six skeletons while the list is still streaming", () => {
    load(renderToString(<BlogListingView listing={new Promise(() => {})} />));
    expect(screen.getByText("Loading blog posts", { exact: false })).toBeTruthy();
    expect(screen.getAllByRole("listitem", { hidden: true })).toHaveLength(6);
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("renders the streamed posts once they arrive", async () => {
    load(await renderAll(Promise.resolve([post(1), post(2)])));
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("shows the error view when the streamed list fails, or when the loader says error", async () => {
    const failing = Promise.reject(new Error("boom"));
    failing.catch(() => {});
    for (const html of [
      await renderAll(failing),
      renderToString(<BlogListingView listing="error" />),
    ]) {
      load(html);
      expect(screen.getByText("Unable to load blog posts")).toBeTruthy();
      expect(screen.getByText("Please try again later.")).toBeTruthy();
    }
  });

  it("shows 'Coming Soon' when there are no posts", () => {
    load(renderToString(<BlogListingView listing={[]} />));
    expect(screen.getByText("Coming Soon")).toBeTruthy();
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
