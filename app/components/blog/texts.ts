/** The blog's texts (SPEC.md "Blog" and section 8), in one place for pages, API and tests. */
import { SITE } from "~/config/site";

export const BLOG_TEXTS = {
  listTitle: "Insights",
  listIntro:
    "Practical articles on data strategy, business intelligence, governance and AI for UK multi-location businesses, from the team in Durham.",
  listError: "Unable to load blog posts",
  listErrorDetail: "Please try again later.",
  empty: "Coming Soon",
  emptyDetail:
    "Our first articles are on their way. Subscribe below to hear when they are published.",
  author: `${SITE.name} Team`,
  notFoundTitle: "Blog Post Not Found",
  notFoundText: "The blog post you're looking for doesn't exist or has been moved.",
  backToBlog: "Back to Blog",
  apiNotFound: "Blog post not found",
  ctaTitle: "Turn these ideas into results",
  ctaText:
    "Talk to our team about your data: a free, no-obligation conversation about where to start.",
  ctaButton: "Talk to Our Team",
  loading: "Loading blog posts",
  feedTitle: `${SITE.name}: Insights`,
} as const;

/** Number of skeleton cards while the list streams (SPEC.md section 9). */
export const BLOG_SKELETON_COUNT = 6;
