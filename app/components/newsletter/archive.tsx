/** The newsletter archive's pages: the list of past issues, one issue, and an unknown issue. */
import { Link, href } from "react-router";
import * as blog from "~/components/blog/blog.css";
import * as styles from "./archive.css";
import { formatLongDate } from "~/utils/uk-dates";
import { ARCHIVE_TEXTS as T } from "./archive-texts";

export interface IssueSummary {
  id: number;
  subject: string;
  previewText: string;
  sentAt: string;
}

const issueHref = (id: number) => href("/newsletter/archive/:id", { id: String(id) });

export function ArchiveList({ issues }: { issues: IssueSummary[] }) {
  return (
    <>
      <section className={blog.hero} aria-labelledby="archive-title">
        <div className={blog.container}>
          <h1 id="archive-title" className={blog.heroTitle}>
            {T.title}
          </h1>
          <p className={blog.heroLead}>{T.intro}</p>
        </div>
      </section>
      <section className={blog.listSection} aria-label={T.title}>
        <div className={blog.container}>
          {issues.length === 0 ? (
            <p className={blog.backWrap}>{T.empty}</p>
          ) : (
            <ol className={styles.list}>
              {issues.map((issue) => (
                <li key={issue.id} className={styles.item}>
                  <time className={styles.issueDate} dateTime={issue.sentAt}>
                    {formatLongDate(issue.sentAt)}
                  </time>
                  <h2 className={styles.issueTitle}>
                    <Link to={issueHref(issue.id)}>{issue.subject}</Link>
                  </h2>
                  {issue.previewText ? <p className={styles.preview}>{issue.previewText}</p> : null}
                </li>
              ))}
            </ol>
          )}
          <p className={blog.backWrap}>
            <a className={styles.feedLink} href={href("/newsletter/feed.xml")}>
              {T.feed}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

export function IssueView({ issue }: { issue: IssueSummary & { html: string } }) {
  return (
    <article className={blog.article} aria-labelledby="issue-title">
      <div className={blog.container}>
        <header className={blog.articleHeader}>
          <p className={blog.meta}>
            <span>{T.sent}</span>
            <time dateTime={issue.sentAt}>{formatLongDate(issue.sentAt)}</time>
          </p>
          <h1 id="issue-title" className={blog.articleTitle}>
            {issue.subject}
          </h1>
          {issue.previewText ? <p className={blog.lead}>{issue.previewText}</p> : null}
        </header>
        {/* Rendered on the server by markdown-it with raw HTML off and safe link schemes only. */}
        <div className={blog.body} dangerouslySetInnerHTML={{ __html: issue.html }} />
        <p className={blog.backWrap}>
          <Link className={blog.backLink} to={href("/newsletter/archive")}>
            ← {T.back}
          </Link>
        </p>
      </div>
    </article>
  );
}

export function IssueNotFound() {
  return (
    <section className={blog.article} aria-labelledby="not-found-title">
      <div className={blog.container}>
        <div className={blog.stateBox}>
          <h1 id="not-found-title" className={blog.stateTitle}>
            {T.notFoundTitle}
          </h1>
          <p>{T.notFoundText}</p>
          <Link className={blog.button} to={href("/newsletter/archive")}>
            {T.back}
          </Link>
        </div>
      </div>
    </section>
  );
}
