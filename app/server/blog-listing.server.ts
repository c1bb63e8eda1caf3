import type { BlogPostSummary } from "~/schemas/blog";
import type { BlogListing } from "~/components/blog/blog-list";

/** How long the loader waits for the posts before it streams them behind skeletons. */
export const STREAM_AFTER_MS = 150;

/**
 * The list for the page: when the posts are ready within `waitMs` (the normal case: they
 * are in memory) they go into the first HTML, so visitors without JavaScript and crawlers get
 * the full list; when the source is slow the page streams them (skeletons, then the grid).
 * Wrapped in an object so the promise is not flattened by `await`.
 */
export async function blogListing(
  posts: Promise<BlogPostSummary[]>,
  waitMs = STREAM_AFTER_MS,
): Promise<{ listing: BlogListing }> {
  const late = Symbol("late");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), waitMs);
  });
  try {
    const first = await Promise.race([posts, deadline]);
    if (first !== late) return { listing: first };
    // Streamed: <Await errorElement> shows a later failure; this only marks it handled.
    posts.catch((error) => console.error("Blog: the posts could not be loaded", error));
    return { listing: posts };
  } catch (error) {
    console.error("Blog: the posts could not be loaded", error);
    return { listing: "error" };
  } finally {
    clearTimeout(timer);
  }
}
