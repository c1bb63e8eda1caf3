/** /newsletter/archive: the newsletter's past issues, newest first, with the form to subscribe. */
import { ArchiveList } from "~/components/newsletter/archive";
import { ARCHIVE_TEXTS } from "~/components/newsletter/archive-texts";
import { DeferredNewsletterSection } from "~/components/newsletter/newsletter-section.deferred";
import { listArchivedIssues } from "~/models/newsletter-archive.server";
import { absoluteUrl, pageMeta } from "~/utils/meta";
import { ARCHIVE_FEED_PATH, ARCHIVE_PATH } from "~/utils/archive-paths";
import type { Route } from "./+types/newsletter-archive";
import { SCRIPT_FREE } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = SCRIPT_FREE;

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: ARCHIVE_TEXTS.title,
    description: ARCHIVE_TEXTS.description,
    path: ARCHIVE_PATH,
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: ARCHIVE_TEXTS.feedTitle,
    href: absoluteUrl(ARCHIVE_FEED_PATH),
  },
];

export async function loader() {
  return { issues: await listArchivedIssues() };
}

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ArchiveList issues={loaderData.issues} />
      <DeferredNewsletterSection />
    </>
  );
}
