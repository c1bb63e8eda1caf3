/**
 * /newsletter/archive/:id: one past issue as subscribers received it (without their personal
 * unsubscribe link); an issue not in the archive answers 404 with its not-found view.
 */
import { data } from "react-router";
import { IssueNotFound, IssueView } from "~/components/newsletter/archive";
import { ARCHIVE_TEXTS } from "~/components/newsletter/archive-texts";
import { DeferredNewsletterSection } from "~/components/newsletter/newsletter-section.deferred";
import { getArchivedIssue } from "~/models/newsletter-archive.server";
import { ARCHIVE_PATH, archiveIssuePath } from "~/utils/archive-paths";
import { parseId } from "~/utils/ids";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/newsletter-issue";
import { SCRIPT_FREE } from "~/components/pages/script-free";

// No framework JavaScript: the page works as HTML, its islands do the rest (decision 089).
export const handle = SCRIPT_FREE;

export async function loader({ params }: Route.LoaderArgs) {
  // Anything that is not an id is simply not an issue (404, never a 5xx).
  const id = parseId(params.id);
  const issue = id === undefined ? null : await getArchivedIssue(id);
  if (!issue) throw data({ message: ARCHIVE_TEXTS.notFoundTitle }, { status: 404 });
  return { issue };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData
    ? pageMeta({
        title: loaderData.issue.subject,
        description: loaderData.issue.previewText || ARCHIVE_TEXTS.description,
        path: archiveIssuePath(loaderData.issue.id),
        ogType: "article",
      })
    : pageMeta({
        title: ARCHIVE_TEXTS.notFoundTitle,
        description: ARCHIVE_TEXTS.notFoundText,
        path: `${ARCHIVE_PATH}/${params.id}`,
      });

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IssueView issue={loaderData.issue} />
      <DeferredNewsletterSection />
    </>
  );
}

export function ErrorBoundary() {
  return <IssueNotFound />;
}
