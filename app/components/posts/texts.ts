/** The words of the CRM's posts pages and API (issue 42), in one place for pages, API and tests. */

/** The spec's five categories (SPEC.md section 6, each with its fallback image), then "Other". */
export const POST_CATEGORIES = [
  "Data Analytics",
  "Business Intelligence",
  "Tech Trends",
  "Finance",
  "Hospitality",
] as const;

export const POST_STATE_LABELS = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
} as const;

export const POST_TEXTS = {
  messages: {
    title: "Enter a title (up to 200 characters)",
    slug: "A slug is lowercase letters and digits joined by single hyphens (up to 100 characters)",
    slugReserved: "That slug is the name of one of the site's pages: choose another",
    slugTaken: "Another post already has that slug: choose another",
    excerpt: "The excerpt can be up to 500 characters",
    category: "Choose a category, or name another (up to 60 characters)",
    content: "The body can be up to 100,000 characters",
    contentMissing: "Write the body before publishing",
    imageUrl: "The image must be a site path (/…) or an https:// address (up to 500 characters)",
    readTime: 'The read time looks like "6 min read" (1 to 120 minutes)',
    metaDescription: "The meta description can be up to 300 characters",
    authorName: "The author's name can be up to 100 characters",
  },
  api: {
    missing: "No such post",
    notDraft: "Only a draft can be deleted: unpublish the post instead",
    alreadyPublished: "The post is already published",
    notPublished: "The post is not published",
    scheduleAt: "A time in the next year, as an ISO 8601 date and time with its offset",
    unknownAction: "Unknown action: publish, schedule or unpublish",
  },
} as const;
