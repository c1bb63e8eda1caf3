/**
 * GET /sitemap.xml: every public page, every blog post and the newsletter archive's issues, with
 * absolute URLs (PUBLIC_URL).
 */
import { listPosts } from "~/models/blog.server";
import { PUBLIC_ROUTES } from "~/utils/public-routes";
import { normaliseOrigin } from "~/utils/meta";
import { env } from "~/config/env.server";
import { escapeXml } from "~/utils/xml";
import { listArchivedIssues } from "~/models/newsletter-archive.server";
import { archiveIssuePath } from "~/utils/archive-paths";

export interface SitemapEntry {
  path: string;
  lastmod: string; // YYYY-MM-DD
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(origin + entry.path)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export async function loader() {
  const origin = normaliseOrigin(env().PUBLIC_URL);
  const [posts, issues] = await Promise.all([listPosts(), listArchivedIssues()]);
  // Pages change with each release: today's date. The listing changes with the newest post.
  const today = new Date().toISOString().slice(0, 10);
  const entries: SitemapEntry[] = [
    ...PUBLIC_ROUTES.map((path) => ({ path, lastmod: today })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.date })),
    ...issues.map((issue) => ({
      path: archiveIssuePath(issue.id),
      lastmod: issue.sentAt.slice(0, 10),
    })),
  ];
  return new Response(sitemapXml(origin, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
