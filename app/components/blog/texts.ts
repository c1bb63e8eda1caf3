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

/** A post's shareable preview page (decision 088): for someone without an account. */
export const PREVIEW_LINK_TEXTS = {
  title: "Preview",
  banner: "A preview, not published: this is the post as the team last saved it.",
  until: (when: string) => `This link works until ${when}. Please do not share it further.`,
  goneTitle: "This preview link no longer works",
  expired: "The link's seven days are over. Ask the person who sent it for a new one.",
  revoked: "The team has withdrawn this link. Ask the person who sent it for a new one.",
  unknownTitle: "Preview not found",
  unknown:
    "There is no preview at this address. Check that the whole link was copied, or ask for a new one.",
} as const;
