/**
 * GET /newsletter/feed.xml: the newsletter archive as an RSS 2.0 feed, newest issue first. Each
 * item carries the issue's whole body (content:encoded, rendered as the issue's page renders it,
 * its links absolute) and a description that is never empty: the preview text, else the subject.
 */
import { ARCHIVE_TEXTS } from "~/components/newsletter/archive-texts";
import {
  type ArchivedIssue,
  listArchivedIssuesWithBodies,
} from "~/models/newsletter-archive.server";
import { ARCHIVE_FEED_PATH, ARCHIVE_PATH, archiveIssuePath } from "~/utils/archive-paths";
import { absoluteUrls, rssDocument } from "~/utils/rss";
import { absoluteUrl, normaliseOrigin } from "~/utils/meta";
import { env } from "~/config/env.server";
import { PUBLIC_CACHE_CONTROL } from "~/server/page-cache";

/** The feed's newest issues: a reader needs the recent ones; the archive page lists them all. */
export const FEED_ITEMS = 50;

/** Its links are under `origin` (PUBLIC_URL, read by the loader as the blog feed's is). */
export function rssXml(issues: (ArchivedIssue & { html?: string })[], origin: string): string {
  return rssDocument({
    title: ARCHIVE_TEXTS.feedTitle,
    link: absoluteUrl(ARCHIVE_PATH, origin),
    self: absoluteUrl(ARCHIVE_FEED_PATH, origin),
    description: ARCHIVE_TEXTS.description,
    items: issues.map((issue) => ({
      title: issue.subject,
      link: absoluteUrl(archiveIssuePath(issue.id), origin),
      date: new Date(issue.sentAt),
      description: issue.previewText || issue.subject,
      ...(issue.html ? { html: absoluteUrls(issue.html, origin) } : {}),
    })),
  });
}

export async function loader() {
  const issues = await listArchivedIssuesWithBodies(FEED_ITEMS);
  return new Response(rssXml(issues, normaliseOrigin(env().PUBLIC_URL)), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // As a cached page: a CDN keeps it 5 minutes, so a new issue is in the feed within them.
      "Cache-Control": PUBLIC_CACHE_CONTROL,
    },
  });
}
