/** GET /newsletter/feed.xml: the newsletter archive as an RSS 2.0 feed, newest issue first. */
import { ARCHIVE_TEXTS } from "~/components/newsletter/archive-texts";
import { type ArchivedIssue, listArchivedIssues } from "~/models/newsletter-archive.server";
import { ARCHIVE_FEED_PATH, ARCHIVE_PATH, archiveIssuePath } from "~/utils/archive-paths";
import { escapeXml } from "~/utils/xml";
import { absoluteUrl } from "~/utils/meta";
import { PUBLIC_CACHE_CONTROL } from "~/server/page-cache";

/** The feed's newest issues: a reader needs the recent ones; the archive page lists them all. */
export const FEED_ITEMS = 50;

export function rssXml(issues: ArchivedIssue[]): string {
  const archive = absoluteUrl(ARCHIVE_PATH);
  const items = issues
    .map((issue) => {
      const link = absoluteUrl(archiveIssuePath(issue.id));
      return [
        "    <item>",
        `      <title>${escapeXml(issue.subject)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${new Date(issue.sentAt).toUTCString()}</pubDate>`,
        ...(issue.previewText
          ? [`      <description>${escapeXml(issue.previewText)}</description>`]
          : []),
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    "  <channel>",
    `    <title>${escapeXml(ARCHIVE_TEXTS.feedTitle)}</title>`,
    `    <link>${escapeXml(archive)}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(ARCHIVE_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(ARCHIVE_TEXTS.description)}</description>`,
    "    <language>en-GB</language>",
    ...(items ? [items] : []),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export async function loader() {
  const issues = await listArchivedIssues(FEED_ITEMS);
  return new Response(rssXml(issues), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // As a cached page: a CDN keeps it 5 minutes, so a new issue is in the feed within them.
      "Cache-Control": PUBLIC_CACHE_CONTROL,
    },
  });
}
