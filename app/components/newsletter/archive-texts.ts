/** The newsletter archive's words: its pages, its feed and the newsletter section's link to it. */
import { SITE } from "~/config/site";

export const ARCHIVE_TEXTS = {
  title: "Newsletter archive",
  description:
    "Past issues of Data Intelligence in Your Inbox, the monthly newsletter of Durham Data Strategy: data governance, case studies and AI readiness for multi-location businesses.",
  intro:
    "Every issue of Data Intelligence in Your Inbox, newest first, as subscribers received it.",
  empty: "No issue has been sent yet. Subscribe below to receive the first one.",
  sent: "Sent",
  feed: "Follow the archive by RSS",
  /** The newsletter section's link (on the home page and below every blog post). */
  pastIssues: "Read past issues",
  back: "All issues",
  notFoundTitle: "Issue not found",
  notFoundText: "This issue is not in the archive. It may have been withdrawn.",
  feedTitle: `Data Intelligence in Your Inbox | ${SITE.name}`,
} as const;
