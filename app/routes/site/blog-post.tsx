/**
 * /blog/:slug: one published post; a published post's former slug answers 301 to its address
 * now; anything else 404 with the spec's not-found view.
 */
import { data, redirect } from "react-router";
import { PostNotFound, PostView } from "~/components/blog/post-view";
import { BLOG_TEXTS } from "~/components/blog/texts";
import { DeferredNewsletterSection } from "~/components/newsletter/newsletter-section.deferred";
import { getRenderedPost, movedPostSlug } from "~/models/blog.server";
import { responsiveHtml, responsiveImages } from "~/models/images.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/blog-post";
import { SCRIPT_FREE } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = SCRIPT_FREE;

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getRenderedPost(params.slug);
  if (!post) {
    const moved = await movedPostSlug(params.slug);
    if (moved) throw redirect(`/blog/${moved}`, 301);
    throw data({ message: BLOG_TEXTS.apiNotFound }, { status: 404 });
  }
  // The cover and body images from the media library, drawn at the width the screen needs.
  const [cover, html] = await Promise.all([
    post.imageUrl ? responsiveImages([post.imageUrl]) : new Map(),
    responsiveHtml(post.html),
  ]);
  return {
    post: { ...post, html },
    cover: post.imageUrl ? (cover.get(post.imageUrl) ?? null) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData
    ? pageMeta({
        title: loaderData.post.title,
        description: loaderData.post.metaDescription ?? loaderData.post.excerpt,
        path: `/blog/${loaderData.post.slug}`,
        ogType: "article",
      })
    : pageMeta({
        title: BLOG_TEXTS.notFoundTitle,
        description: BLOG_TEXTS.notFoundText,
        path: `/blog/${params.slug}`,
      });

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PostView post={loaderData.post} cover={loaderData.cover} />
      {/* A reader who got to the end is the visitor most likely to want the next insight. */}
      <DeferredNewsletterSection />
    </>
  );
}

/** "If missing or failing" (SPEC.md "Blog"): the same not-found view, with the loader's status. */
export function ErrorBoundary() {
  return (
    <>
      <PostNotFound />
    </>
  );
}
