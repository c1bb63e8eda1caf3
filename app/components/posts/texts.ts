/** The words of the CRM's posts pages and API, in one place for pages, API and tests. */

/** The spec's five categories (SPEC.md section 6, each with its fallback image), then "Other". */
export const POST_CATEGORIES = [
  "Data Analytics",
  "Business Intelligence",
  "Tech Trends",
  "Finance",
  "Hospitality",
] as const;

export const POST_STATE_TEXTS = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
} as const;

/** "1 hour 30 minutes", "45 seconds": how late a scheduled post went out. */
export function lateBy(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return unit(seconds, "second");
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 48)
    return rest ? `${unit(hours, "hour")} ${unit(rest, "minute")}` : unit(hours, "hour");
  return unit(Math.floor(hours / 24), "day");
}

/**
 * Who saved a revision, in words. The seven posts that moved in from the site's files have a first
 * save by "content/blog" (migration 0028): a folder's name, said here as what it was.
 */
const saverName = (who: string) =>
  who === "content/blog" ? "the move from the site's original files" : who;

export const POST_TEXTS = {
  title: "Posts",
  intro:
    "The blog's posts (Insights on the site). Anyone in the team writes and saves drafts; an admin publishes, schedules and unpublishes them.",
  newPost: "New post",
  newTitle: "New post",
  back: "Back to posts",
  list: "Posts",
  none: "No posts yet.",
  noneFound: "No post matches that search.",
  searchLabel: "Search posts",
  search: "Title, address or excerpt",
  searchButton: "Search",
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
  previous: "Previous page",
  next: "Next page",
  pages: "Pages of posts",
  author: "Author",
  team: "the team",
  named: (name: string, email: string | null) => (email ? `${name} (written by ${email})` : name),
  updated: "Last saved",
  published: "Published",
  scheduledFor: "Scheduled for",
  stateLabel: "State",
  viewOnSite: "View it on the site",
  wentOutLate: (by: string) =>
    `Went out late: ${by} after its scheduled time (no server was running then).`,
  fields: {
    title: "Title",
    slug: "Address (slug)",
    slugHint:
      "Lowercase words joined by hyphens: the post's address is /blog/ followed by it. Left empty, it comes from the title. A published post's old address keeps working.",
    excerpt: "Excerpt",
    excerptHint: "A sentence or two under the title and in the lists.",
    category: "Category",
    otherCategory: "Other category",
    otherCategoryHint: 'Only when the category is "Other".',
    content: "Body (Markdown)",
    contentHint:
      "## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link, | for a table.",
    imageUrl: "Cover image address",
    imageUrlHint:
      "A path on this site (/images/…) or an https:// address. Left empty, the category's image is shown.",
    readTime: "Read time",
    readTimeHint: 'Like "6 min read". Left empty, it is worked out from the words (200 a minute).',
    metaDescription: "Meta description",
    metaDescriptionHint: "What search engines show under the title; the excerpt when empty.",
    authorName: "Author's name",
    authorNameHint: "Left empty, the post says it is by the team.",
    scheduleAt: "Publish at (UK time)",
  },
  otherCategoryOption: "Other",
  save: "Save",
  create: "Save draft",
  saving: "Saving…",
  preview: "Preview",
  publish: "Publish now",
  schedule: "Schedule",
  unpublish: "Unpublish",
  failed: "The post could not be saved",
  previewTitle: "Preview",
  previewIntro: "What the form holds now, as the post's page shows it (not saved: Save keeps it).",
  livePreviewIntro:
    "What the form holds now, as the post's page shows it, drawn again as you type (not saved: Save keeps it).",
  /** The preview's byline, as the post's page words it. */
  byline: (author: string) => `By ${author}`,
  desktop: "At a desktop width",
  phone: "At a phone's width",
  revisionsTitle: "Saves",
  revisionBy: (who: string) => `by ${saverName(who)}`,
  compare: "Compare with now",
  compareTitle: "A save compared with the post now",
  savedOn: (when: string, who: string) => `Saved ${when} by ${saverName(who)}.`,
  noDifference: "This save is the same as the post now.",
  removed: "Only in the save",
  added: "Only in the post now",
  then: "In the save",
  now: "Now",
  restore: "Restore this save",
  restoreHint:
    "The post takes this save's text (a new save itself; the current text stays in the list of saves).",
  memberNote:
    "This post is live or scheduled: only an admin can change it. Ask one of the CRM's admins.",
  unsaved:
    "This form has changes that are not saved. Save them first (or undo them), then publish, schedule or unpublish: only saved text goes out.",
  unsavedNewsletter:
    "This form has changes that are not saved. The newsletter is made from the saved post: save them first (or undo them).",
  newsletterNotLive: "Only a published post can be sent as a newsletter.",
  newsletterTooLong:
    "This post is longer than a newsletter can be (50,000 characters): send a shorter version as a campaign.",
  sendAsNewsletter: "Send as newsletter",
  sendAsNewsletterHint:
    "Makes a newsletter draft from the saved post (subject, preview text, body and a link to the post); you check it and send it from Campaigns.",
  readOnSite: "Read it on our website",
  unsavedLink:
    "This form has changes that are not saved. A preview link shows the saved post: save them first (or undo them), then make the link.",
  previewLinks: {
    title: "Preview links",
    intro:
      "A link anyone can open without an account, to read this post as last saved (not what the form holds until you save). It works for 7 days unless revoked; search engines never index it.",
    none: "No preview link works now.",
    make: "Make a preview link",
    link: "Link",
    madeBy: (who: string) => `Made by ${who}`,
    until: "Works until",
    revoke: "Revoke",
    revokeLabel: (when: string) => `Revoke the link that works until ${when}`,
    list: "Working preview links",
  },
  leaveWarning: "Your changes to this post are not saved. Leave without saving them?",
  toast: {
    created: "Draft saved",
    saved: "Post saved",
    published: "Post published: it is on the site now",
    scheduled: "Post scheduled",
    unpublished: "Post unpublished: it is off the site",
    refused: "The post's state does not allow that now",
    restored: "Save restored",
    newsletterDrafted: "Newsletter draft made from the post: check it, then send it",
    linkMade: "Preview link made: it works for 7 days",
    linkRevoked: "Preview link revoked: it no longer opens the post",
    linkMissing: "That preview link was already revoked",
  },
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
    otherCategory: "Name the category (up to 60 characters), or choose one of the list",
    scheduleAt: "Choose a UK date and time in the future, within the next year",
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
