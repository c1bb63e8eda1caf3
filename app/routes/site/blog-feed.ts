/**
 * GET /blog/feed.xml: the blog as an RSS 2.0 feed, newest post first, each with
 * its full body (content:encoded) and its image, every URL absolute under PUBLIC_URL. Cached as a
 * public page; publishing or unpublishing drops it on every server (decision 081: "/blog…").
 */
import { BLOG_TEXTS } from "~/components/blog/texts";
import { postImage } from "~/components/blog/images";
import { listFeedPosts } from "~/models/blog.server";
import { PUBLIC_CACHE_CONTROL } from "~/server/page-cache";
import { absoluteUrl, normaliseOrigin } from "~/utils/meta";
import { absoluteUrls, rssDocument } from "~/utils/rss";
import { env } from "~/config/env.server";

const BLOG_FEED_PATH = "/blog/feed.xml";

export async function loader() {
  const origin = normaliseOrigin(env().PUBLIC_URL);
  const posts = await listFeedPosts();
  const xml = rssDocument({
    title: BLOG_TEXTS.feedTitle,
    link: absoluteUrl("/blog", origin),
    self: absoluteUrl(BLOG_FEED_PATH, origin),
    description: BLOG_TEXTS.listIntro,
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(`/blog/${post.slug}`, origin),
      date: post.publishedAt,
      description: post.excerpt,
      html: absoluteUrls(
        `<p><img src="${absoluteUrl(postImage(post), origin)}" alt="" width="640" height="360"/></p>\n${post.html}`,
        origin,
      ),
    })),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": PUBLIC_CACHE_CONTROL,
    },
  });
}
