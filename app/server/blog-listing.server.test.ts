import { describe, expect, it, vi } from "vitest";
import { blogListing } from "./blog-listing.server";

const post = (id: number) => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: "Excerpt",
  category: "Finance",
  readTime: "6 min read",
  date: "2026-01-01",
});

describe("blogListing (loader helper)", () => {
  it("hands over ready posts directly, so the first HTML has the full list", async () => {
    expect(await blogListing(Promise.resolve([post(1)]))).toEqual({ listing: [post(1)] });
  });

  it("streams a slow list as a promise", async () => {
    let resolve!: (value: ReturnType<typeof post>[]) => void;
    const slow = new Promise<ReturnType<typeof post>[]>((r) => (resolve = r));
    const { listing } = await blogListing(slow, 5);
    expect(listing).toBeInstanceOf(Promise);
    resolve([post(2)]);
    expect(await listing).toEqual([post(2)]);
  });

  it("answers 'error' when the posts fail quickly", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await blogListing(Promise.reject(new Error("bad front matter")))).toEqual({
      listing: "error",
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
