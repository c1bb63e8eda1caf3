/**
 * The CRM's posts pages: the list (state, author, dates, search, pages), the compose
 * form (a plain post: it works without JavaScript; Conform checks it in the browser with the
 * server's schema), the preview at two widths, and the admins' publish, schedule and unpublish
 * buttons, which act on saved text only (the server refuses when the form differs from it).
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, Link, href, useFetcher, useNavigation } from "react-router";
import * as blog from "~/components/blog/blog.css";
import { CARD_IMAGE_SIZE, postImage } from "~/components/blog/images";
import { BLOG_TEXTS } from "~/components/blog/texts";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { summaryFromFields } from "~/components/forms/error-summary";
import { useUnsavedChangesWarning } from "~/components/forms/unsaved-changes";
import { IMAGE_UPLOAD_FIELDS } from "~/schemas/image";
import { OTHER_CATEGORY, categoryFields, postPageSchema } from "~/schemas/post";
import { formatDateTime, isoDateTime } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { CrmFormHead, postTo, useSendAttempts } from "../crm/form-parts";
import { BodyHint } from "../images/insert-hint";
import { ImageUploadFields, uploadAnswerOf } from "../images/image-pages";
import * as imageStyles from "../images/images.css";
import { IMAGE_TEXTS } from "../images/texts";
import * as styles from "./posts.css";
import { POST_CATEGORIES, POST_STATE_TEXTS, POST_TEXTS, lateBy } from "./texts";

const T = POST_TEXTS;
const postHref = (id: number) => href("/crm/posts/:id", { id: String(id) });
const stateText = (state: string) =>
  POST_STATE_TEXTS[state as keyof typeof POST_STATE_TEXTS] ?? state;

function When({ at }: { at: Date | string }) {
  return <time dateTime={isoDateTime(at)}>{formatDateTime(at)}</time>;
}

function StateBadge({ state }: { state: string }) {
  return (
    <span className={state === "published" ? controls.activeBadge : controls.neutralBadge}>
      {stateText(state)}
    </span>
  );
}

export interface PostRowView {
  id: number;
  title: string;
  slug: string;
  state: string;
  authorEmail: string | null;
  authorName: string | null;
  scheduledAt: Date | string | null;
  publishedAt: Date | string | null;
  publishedLateSeconds: number | null;
  updatedAt: Date | string;
}

export interface PostsListData {
  rows: PostRowView[];
  total: number;
  page: number;
  pageSize: number;
  q: string;
}

const authorText = (row: Pick<PostRowView, "authorName" | "authorEmail">) =>
  row.authorName ? T.named(row.authorName, row.authorEmail) : (row.authorEmail ?? T.team);

function PostDates({ post }: { post: Omit<PostRowView, "id" | "title" | "slug"> }) {
  return (
    <dl className={pageParts.details}>
      <dt className={pageParts.term}>{T.author}</dt>
      <dd className={pageParts.definition}>{authorText(post)}</dd>
      <dt className={pageParts.term}>{T.updated}</dt>
      <dd className={pageParts.definition}>
        <When at={post.updatedAt} />
      </dd>
      {post.publishedAt ? (
        <>
          <dt className={pageParts.term}>{T.published}</dt>
          <dd className={pageParts.definition}>
            <When at={post.publishedAt} />
          </dd>
        </>
      ) : null}
      {post.scheduledAt ? (
        <>
          <dt className={pageParts.term}>{T.scheduledFor}</dt>
          <dd className={pageParts.definition}>
            <When at={post.scheduledAt} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function PostsPage({ data }: { data: PostsListData }) {
  const { rows, total, page, pageSize, q } = data;
  const from = (page - 1) * pageSize + 1;
  const query = (p: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <section aria-labelledby="posts-title">
      <h1 id="posts-title">{T.title}</h1>
      <p className={pageParts.summary}>{T.intro}</p>
      <p>
        <Link to={href("/crm/posts/new")} className={controls.button.primary}>
          {T.newPost}
        </Link>{" "}
        {/* The CRM's header has no room for a tenth page at 1366 px: the library is linked here. */}
        <Link to={href("/crm/images")} className={controls.button.secondary}>
          {IMAGE_TEXTS.fromPosts}
        </Link>
      </p>
      <form method="get" role="search" aria-label={T.searchLabel} className={styles.searchRow}>
        <p className={controls.inlineField}>
          <label htmlFor="posts-q" className={controls.label}>
            {T.search}
          </label>
          <input
            id="posts-q"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={q}
            className={controls.control}
          />
        </p>
        <button type="submit" className={controls.button.secondary}>
          {T.searchButton}
        </button>
      </form>
      <p className={pageParts.summary} role="status">
        {total === 0 ? (q ? T.noneFound : T.none) : T.showing(from, from + rows.length - 1, total)}
      </p>
      {rows.length ? (
        <ul className={pageParts.list} aria-label={T.list}>
          {rows.map((row) => (
            <li key={row.id} className={pageParts.card} data-testid="post-row">
              <div className={pageParts.cardHeader}>
                <h2 className={pageParts.cardTitle}>
                  <Link to={postHref(row.id)} className={pageParts.cardLink}>
                    {row.title}
                  </Link>
                </h2>
                <StateBadge state={row.state} />
              </div>
              {row.publishedLateSeconds ? (
                <p className={styles.notice}>{T.wentOutLate(lateBy(row.publishedLateSeconds))}</p>
              ) : null}
              <PostDates post={row} />
            </li>
          ))}
        </ul>
      ) : null}
      {total > pageSize ? (
        <nav aria-label={T.pages} className={pageParts.pagination}>
          {page > 1 ? <Link to={query(page - 1)}>{T.previous}</Link> : null}
          {from + rows.length - 1 < total ? <Link to={query(page + 1)}>{T.next}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}

/** A post as the form and the edit page show it. */
export interface PostView {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  content: string;
  imageUrl: string | null;
  readTime: string | null;
  metaDescription: string;
  authorName: string | null;
  state: string;
  authorEmail: string | null;
  scheduledAt: Date | string | null;
  publishedAt: Date | string | null;
  publishedLateSeconds: number | null;
  updatedAt: Date | string;
}

/** What the form's fields hold for a saved post (or a new one). */
export function formValues(post?: PostView): Record<string, string> {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    ...categoryFields(post?.category ?? POST_CATEGORIES[0]),
    content: post?.content ?? "",
    imageUrl: post?.imageUrl ?? "",
    readTime: post?.readTime ?? "",
    metaDescription: post?.metaDescription ?? "",
    authorName: post?.authorName ?? "",
  };
}

function IntentButton({
  intent,
  label,
  primary,
}: {
  intent: string;
  label: string;
  primary?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={primary ? controls.button.primary : controls.button.secondary}
      disabled={busy}
    >
      {label}
    </button>
  );
}

/** The compose form: new (no post) or an existing post's edit, with its actions. */
export function PostForm({
  post,
  lastResult,
  isAdmin = false,
}: {
  post?: PostView;
  lastResult?: SubmissionResult<string[]>;
  isAdmin?: boolean;
}) {
  const saved = formValues(post);
  const [form, fields] = useForm({
    id: post ? `post-${post.id}` : "post-new",
    lastResult,
    defaultValue: { ...saved, scheduleAt: "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postPageSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { attempt, formProps } = useSendAttempts(form, lastResult);
  // Compared with the saved post, not the fields' defaults: a refused post draws the form again
  // with the typed text as its defaults, and that text is still not saved.
  useUnsavedChangesWarning(formProps.id, T.leaveWarning, saved);
  const action = post ? postHref(post.id) : href("/crm/posts/new");
  const live = post?.state === "published";
  return (
    <Form
      method="post"
      action={postTo(action, formProps.id)}
      encType="multipart/form-data"
      {...formProps}
    >
      <CrmFormHead
        formId={formProps.id}
        attempt={attempt}
        summary={summaryFromFields([
          fields.title,
          fields.slug,
          fields.excerpt,
          fields.category,
          fields.otherCategory,
          fields.content,
          fields.imageUrl,
          fields.readTime,
          fields.metaDescription,
          fields.authorName,
          fields.scheduleAt,
        ])}
        failedTitle={T.failed}
        formErrors={form.errors}
        returnTo={action}
      />
      <div className={controls.formGrid}>
        <TextField field={fields.title} label={T.fields.title} autoComplete="off" />
        <TextField
          field={fields.slug}
          label={T.fields.slug}
          hint={T.fields.slugHint}
          optional
          autoComplete="off"
        />
        <SelectField
          field={fields.category}
          label={T.fields.category}
          options={[
            ...POST_CATEGORIES.map((value) => ({ value, label: value })),
            { value: OTHER_CATEGORY, label: T.otherCategoryOption },
          ]}
        />
        <TextField
          field={fields.otherCategory}
          label={T.fields.otherCategory}
          hint={T.fields.otherCategoryHint}
          optional
          autoComplete="off"
        />
      </div>
      <TextAreaField
        field={fields.excerpt}
        label={T.fields.excerpt}
        hint={T.fields.excerptHint}
        optional
        rows={3}
      />
      <TextAreaField
        field={fields.content}
        label={T.fields.content}
        hint={<BodyHint hint={T.fields.contentHint} mailed />}
        rows={18}
      />
      <div className={controls.formGrid}>
        <TextField
          field={fields.imageUrl}
          label={T.fields.imageUrl}
          hint={T.fields.imageUrlHint}
          optional
          autoComplete="off"
        />
        <TextField
          field={fields.readTime}
          label={T.fields.readTime}
          hint={T.fields.readTimeHint}
          optional
          autoComplete="off"
        />
        <TextField
          field={fields.authorName}
          label={T.fields.authorName}
          hint={T.fields.authorNameHint}
          optional
          autoComplete="off"
        />
      </div>
      <fieldset className={imageStyles.uploadFieldset}>
        <legend>{IMAGE_TEXTS.cover}</legend>
        <p>{IMAGE_TEXTS.coverHint}</p>
        <ImageUploadFields
          idPrefix="cover"
          names={IMAGE_UPLOAD_FIELDS.cover}
          answer={uploadAnswerOf(form, IMAGE_UPLOAD_FIELDS.cover)}
        />
      </fieldset>
      <TextAreaField
        field={fields.metaDescription}
        label={T.fields.metaDescription}
        hint={T.fields.metaDescriptionHint}
        optional
        rows={2}
      />
      <div className={controls.formActions}>
        <IntentButton intent="save" label={post ? T.save : T.create} primary />
        <IntentButton intent="preview" label={T.preview} />
        {post && isAdmin && !live ? <IntentButton intent="publish" label={T.publish} /> : null}
        {post && isAdmin && (live || post.state === "scheduled") ? (
          <IntentButton intent="unpublish" label={T.unpublish} />
        ) : null}
      </div>
      {post && isAdmin && live ? (
        <div className={styles.scheduleRow}>
          <p className={pageParts.summary}>{T.sendAsNewsletterHint}</p>
          <IntentButton intent="newsletter" label={T.sendAsNewsletter} />
        </div>
      ) : null}
      {post && isAdmin && !live ? (
        <div className={styles.scheduleRow}>
          <TextField
            field={fields.scheduleAt}
            label={T.fields.scheduleAt}
            type="datetime-local"
            optional
          />
          <IntentButton intent="schedule" label={T.schedule} />
        </div>
      ) : null}
    </Form>
  );
}

export interface PostPreviewView {
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  imageUrl?: string;
  author?: string;
  html: string;
}

function PreviewArticle({ preview }: { preview: PostPreviewView }) {
  return (
    <article>
      <p className={blog.meta}>
        <span className={blog.category}>{preview.category}</span>
        <span>{preview.readTime}</span>
        <span aria-hidden="true">·</span>
        <span>{POST_TEXTS.byline(preview.author ?? BLOG_TEXTS.author)}</span>
      </p>
      <h4 className={blog.articleTitle}>{preview.title}</h4>
      <p className={blog.lead}>{preview.excerpt}</p>
      <img
        className={styles.previewImage}
        src={postImage(preview)}
        alt=""
        width={CARD_IMAGE_SIZE.width}
        height={CARD_IMAGE_SIZE.height}
      />
      {/* Rendered on the server by the site's renderer (raw HTML off, safe links only). */}
      <div className={blog.body} dangerouslySetInnerHTML={{ __html: preview.html }} />
    </article>
  );
}

/** The form's text as the post's page shows it, at a desktop and a phone width. */
/** How long typing pauses before the live preview is drawn again. */
const LIVE_PREVIEW_DELAY_MS = 700;

/**
 * With JavaScript, the preview follows the form: a pause in typing posts the form's text (never a
 * chosen cover file) as the Preview button does, to the same action, which renders it on the
 * server. Without JavaScript the Preview button draws it. Nothing is saved either way.
 */
function LivePreview({ formId, preview }: { formId: string; preview?: PostPreviewView }) {
  const fetcher = useFetcher<{ preview?: PostPreviewView }>();
  const { submit } = fetcher;
  // While the page itself is posting or loading, the preview waits for the next pause.
  const busy = useRef(false);
  busy.current = useNavigation().state !== "idle";
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      if (busy.current) return;
      const data = new FormData(form);
      for (const [name, value] of [...data.entries()])
        if (typeof value !== "string") data.delete(name);
      data.set("intent", "preview");
      submit(data, { method: "post", action: form.getAttribute("action")?.split("#")[0] });
    };
    const typed = () => {
      clearTimeout(timer);
      timer = setTimeout(draw, LIVE_PREVIEW_DELAY_MS);
    };
    // A button pressed (save, publish, send) goes first: no preview is drawn beside its answer,
    // whose page and notice must not be read again by the preview's own post.
    const pressed = () => clearTimeout(timer);
    form.addEventListener("input", typed);
    form.addEventListener("submit", pressed);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", typed);
      form.removeEventListener("submit", pressed);
    };
  }, [formId, submit]);
  // A refused draw (a required field emptied) keeps the last preview drawn.
  const shown = fetcher.data?.preview ?? preview;
  return shown ? <PostPreview preview={shown} live={fetcher.data?.preview !== undefined} /> : null;
}

/** Whether a post to the page only draws the preview (the page's data needs no reload). */
export function isPreviewPost(formData: FormData | undefined): boolean {
  return formData?.get("intent") === "preview";
}

export function PostPreview({
  preview,
  live = false,
}: {
  preview: PostPreviewView;
  live?: boolean;
}) {
  return (
    <section aria-labelledby="post-preview-title" data-testid="post-preview">
      <h2 id="post-preview-title">{T.previewTitle}</h2>
      <p className={pageParts.summary}>{live ? T.livePreviewIntro : T.previewIntro}</p>
      <h3>{T.desktop}</h3>
      <div className={styles.desktopPreview}>
        <PreviewArticle preview={preview} />
      </div>
      <h3>{T.phone}</h3>
      <div className={styles.phonePreview}>
        <PreviewArticle preview={preview} />
      </div>
    </section>
  );
}

export interface PreviewLinkRow {
  id: number;
  url: string;
  createdBy: string;
  expiresAt: Date | string;
}

/**
 * The post's working preview links with their expiry. Its buttons belong to the edit form (its
 * `form` attribute), so a press without JavaScript sends what the form holds and loses nothing.
 */
function PreviewLinks({ formId, links }: { formId: string; links: PreviewLinkRow[] }) {
  const L = T.previewLinks;
  return (
    <section aria-labelledby="preview-links-title">
      <h2 id="preview-links-title">{L.title}</h2>
      <p className={pageParts.summary}>{L.intro}</p>
      {links.length ? (
        <ul className={pageParts.list} aria-label={L.list}>
          {links.map((link) => (
            <li key={link.id} className={pageParts.card} data-testid="preview-link">
              <p className={styles.notice}>
                <a href={link.url}>{link.url}</a>
              </p>
              <p>
                {L.until} <When at={link.expiresAt} />. {L.madeBy(link.createdBy)}.
              </p>
              <button
                type="submit"
                form={formId}
                name="intent"
                value={`revoke-link:${link.id}`}
                className={controls.button.secondary}
                aria-label={L.revokeLabel(formatDateTime(link.expiresAt))}
              >
                {L.revoke}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{L.none}</p>
      )}
      <p>
        <button
          type="submit"
          form={formId}
          name="intent"
          value="share-link"
          className={controls.button.secondary}
        >
          {L.make}
        </button>
      </p>
    </section>
  );
}

export interface PostPageData {
  post: PostView;
  revisions: { id: number; savedBy: string; savedAt: Date | string }[];
  previewLinks: PreviewLinkRow[];
  isAdmin: boolean;
  memberLocked: boolean;
}

export function PostPage({
  data,
  lastResult,
  preview,
}: {
  data: PostPageData;
  lastResult?: SubmissionResult<string[]>;
  preview?: PostPreviewView;
}) {
  const { post } = data;
  return (
    <section aria-labelledby="post-title">
      <p>
        <Link to={href("/crm/posts")} className={pageParts.cardLink}>
          {T.back}
        </Link>
      </p>
      <h1 id="post-title">{post.title}</h1>
      <p>
        {T.stateLabel}: <StateBadge state={post.state} />{" "}
        {post.state === "published" ? (
          <a href={href("/blog/:slug", { slug: post.slug })}>{T.viewOnSite}</a>
        ) : null}
      </p>
      {post.publishedLateSeconds ? (
        <p className={styles.notice} data-testid="post-late">
          {T.wentOutLate(lateBy(post.publishedLateSeconds))}
        </p>
      ) : null}
      <PostDates post={post} />
      {data.memberLocked ? <p className={styles.notice}>{T.memberNote}</p> : null}
      <PostForm post={post} lastResult={lastResult} isAdmin={data.isAdmin} />
      <LivePreview formId={`post-${post.id}`} preview={preview} />
      <PreviewLinks formId={`post-${post.id}`} links={data.previewLinks} />
      <section aria-labelledby="post-revisions-title">
        <h2 id="post-revisions-title">{T.revisionsTitle}</h2>
        <ol className={styles.revisions}>
          {data.revisions.map((revision) => (
            <li key={revision.id}>
              <When at={revision.savedAt} /> {T.revisionBy(revision.savedBy)}{" "}
              <Link
                to={href("/crm/posts/:id/revisions/:revisionId", {
                  id: String(post.id),
                  revisionId: String(revision.id),
                })}
                aria-label={`${T.compare}: ${formatDateTime(revision.savedAt)}`}
              >
                {T.compare}
              </Link>
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
