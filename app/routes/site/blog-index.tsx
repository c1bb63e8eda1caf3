/** /blog and /insights (one module, two route ids): the blog listing and the newsletter. */
import { BlogListingView } from "~/components/blog/blog-list";
import * as styles from "~/components/blog/blog.css";
import { blogListing } from "~/server/blog-listing.server";
import { BLOG_TEXTS } from "~/components/blog/texts";
import { DeferredNewsletterSection } from "~/components/newsletter/newsletter-section.deferred";
import { listPosts } from "~/models/blog.server";
import { withCovers } from "~/models/images.server";
import { absoluteUrl, pageMeta } from "~/utils/meta";
import { SITE } from "~/config/site";
import type { Route } from "./+types/blog-index";
import { SCRIPT_FREE } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = SCRIPT_FREE;

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Insights: Data Strategy, BI and AI Articles",
    description: `Articles from ${SITE.name} on data strategy, business intelligence, UK GDPR and data governance, AI readiness and sector analytics for multi-location businesses.`,
    // /insights shows the same list: both name /blog as the canonical page.
    path: "/blog",
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: BLOG_TEXTS.feedTitle,
    href: absoluteUrl("/blog/feed.xml"),
  },
];

export async function loader() {
  return blogListing(listPosts().then(withCovers));
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="blog-title">
        <div className={styles.container}>
          <h1 id="blog-title" className={styles.heroTitle}>
            {BLOG_TEXTS.listTitle}
          </h1>
          <p className={styles.heroLead}>{BLOG_TEXTS.listIntro}</p>
        </div>
      </section>
      <section className={styles.listSection} aria-label="Articles">
        <div className={styles.container}>
          <BlogListingView listing={loaderData.listing} />
        </div>
      </section>
      <DeferredNewsletterSection />
    </>
  );
}
