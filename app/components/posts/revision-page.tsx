/** A post's save compared with the post now, and the form that restores it. */
import { Form, Link, href } from "react-router";
import type { DiffLine } from "~/utils/line-diff";
import { formatDateTime } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./posts.css";
import { POST_TEXTS } from "./texts";

const T = POST_TEXTS;
const FIELD_LABELS: Record<string, string> = { ...T.fields };

export interface RevisionPageData {
  post: { id: number; title: string };
  revision: { id: number; savedBy: string; savedAt: Date | string };
  fields: { field: string; then: string; now: string }[];
  body: DiffLine[];
  mayRestore: boolean;
}

export function RevisionPage({ data }: { data: RevisionPageData }) {
  const postHref = href("/crm/posts/:id", { id: String(data.post.id) });
  const changed = data.fields.length > 0 || data.body.length > 0;
  return (
    <section aria-labelledby="revision-title">
      <p>
        <Link to={postHref} className={pageParts.cardLink}>
          {data.post.title}
        </Link>
      </p>
      <h1 id="revision-title">{T.compareTitle}</h1>
      <p className={pageParts.summary}>
        {T.savedOn(formatDateTime(data.revision.savedAt), data.revision.savedBy)}
      </p>
      {!changed ? <p>{T.noDifference}</p> : null}
      {data.fields.map(({ field, then, now }) => (
        <section key={field} aria-labelledby={`diff-${field}`}>
          <h2 id={`diff-${field}`}>{FIELD_LABELS[field] ?? field}</h2>
          <dl className={pageParts.details}>
            <dt className={pageParts.term}>{T.then}</dt>
            <dd className={pageParts.definition}>
              <del>{then}</del>
            </dd>
            <dt className={pageParts.term}>{T.now}</dt>
            <dd className={pageParts.definition}>
              <ins>{now}</ins>
            </dd>
          </dl>
        </section>
      ))}
      {data.body.length ? (
        <section aria-labelledby="diff-content">
          <h2 id="diff-content">{T.fields.content}</h2>
          <ol className={styles.diff} data-testid="body-diff">
            {data.body.map((line, index) => (
              <li key={index}>
                {line.kind === "removed" ? (
                  <del title={T.removed}>− {line.text}</del>
                ) : line.kind === "added" ? (
                  <ins title={T.added}>+ {line.text}</ins>
                ) : (
                  <span>{line.text || "\u00a0"}</span>
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {data.mayRestore ? (
        <Form method="post">
          <p className={pageParts.summary}>{T.restoreHint}</p>
          <button type="submit" className={controls.button.primary}>
            {T.restore}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
