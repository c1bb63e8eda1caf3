/**
 * The media library's pages: the upload form (a plain multipart form: it works without
 * JavaScript), every image with its thumbnail, alt text, size, where it is used and the Markdown to
 * paste into a post or campaign, and the delete confirmation that names the uses.
 */
import type { JSX } from "react";
import { Form, Link, href, useNavigation } from "react-router";
import { ALT_MAX, IMAGE_UPLOAD_FIELDS, type ImageUploadFieldNames } from "~/schemas/image";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { ConfirmPage } from "../crm/confirm-page";
import * as styles from "./images.css";
import { IMAGE_TEXTS, fileSize } from "./texts";

const T = IMAGE_TEXTS;

export interface LibraryUse {
  kind: "post" | "campaign";
  id: number;
  title: string;
}

export interface LibraryImage {
  id: number;
  url: string;
  thumb: { url: string; width: number; height: number };
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  fileName: string;
  bytes: number;
  markdown: string;
  uses: LibraryUse[];
}

/** The kinds of file the upload takes (the server decodes it and refuses anything else). */
const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** An upload's Markdown as a page shows it (the media library, a campaign's compose form). */
export interface UploadedView {
  markdown: string;
  /** Already put into the body at the cursor (with JavaScript), not only given to paste. */
  inserted?: boolean;
}

export interface UploadAnswer {
  errors: Record<string, string[]>;
  alt: string;
  decorative: boolean;
}

const hrefOfUse = (use: LibraryUse) =>
  use.kind === "post"
    ? href("/crm/posts/:id", { id: String(use.id) })
    : href("/crm/campaigns/:id", { id: String(use.id) });

export function UsesList({ uses }: { uses: LibraryUse[] }) {
  if (uses.length === 0) return <>{T.notUsed}</>;
  return (
    <ul>
      {uses.map((use) => (
        <li key={`${use.kind}-${use.id}`}>
          {T.useKinds[use.kind]}:{" "}
          <Link to={hrefOfUse(use)} className={pageParts.cardLink}>
            {use.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One labelled input of an upload with its hint and, after a refused post, its message. */
function UploadField({
  id,
  label,
  hint,
  error,
  input,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  input: Omit<JSX.IntrinsicElements["input"], "id" | "aria-describedby" | "aria-invalid">;
}) {
  return (
    <p className={controls.inlineField}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <span id={`${id}-hint`}>{hint}</span>
      {error ? (
        <span id={`${id}-error`} className={controls.formError}>
          {error}
        </span>
      ) : null}
      <input
        id={id}
        {...input}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
      />
    </p>
  );
}

/** The upload fields (file, alt text, decorative); `idPrefix` keeps their ids unique on a page. */
export function ImageUploadFields({
  answer,
  names = IMAGE_UPLOAD_FIELDS.library,
  idPrefix = "image",
}: {
  answer?: UploadAnswer;
  names?: ImageUploadFieldNames;
  idPrefix?: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <UploadField
        id={id("file")}
        label={T.file}
        hint={T.fileHint}
        error={answer?.errors[names.file]?.[0]}
        input={{ name: names.file, type: "file", accept: IMAGE_ACCEPT }}
      />
      <UploadField
        id={id("alt")}
        label={T.alt}
        hint={T.altHint}
        error={answer?.errors[names.alt]?.[0]}
        input={{
          name: names.alt,
          type: "text",
          className: controls.control,
          defaultValue: answer?.alt ?? "",
          maxLength: ALT_MAX,
          autoComplete: "off",
        }}
      />
      <p>
        <input
          id={id("decorative")}
          name={names.decorative}
          type="checkbox"
          defaultChecked={answer?.decorative ?? false}
        />{" "}
        <label htmlFor={id("decorative")}>{T.decorative}</label>
      </p>
    </>
  );
}

/**
 * An upload inside a Conform form: its messages and the words typed, from the form's last answer
 * (the file itself cannot come back: the person chooses it again).
 */
export function uploadAnswerOf(
  form: { allErrors: Record<string, string[]>; initialValue?: unknown },
  names: ImageUploadFieldNames,
): UploadAnswer {
  const typed = (form.initialValue ?? {}) as Record<string, unknown>;
  return {
    errors: form.allErrors,
    alt: typeof typed[names.alt] === "string" ? (typed[names.alt] as string) : "",
    decorative: typed[names.decorative] === "on",
  };
}

/** After an upload: its Markdown, to paste, or already put into the body at the cursor. */
export function UploadedMarkdown({ markdown, inserted = false }: UploadedView) {
  return (
    <div className={pageParts.card} role="status">
      <p>{inserted ? T.insertedDone : T.insertDone}</p>
      <code className={styles.markdown}>{markdown}</code>
    </div>
  );
}

export function ImagesPage({
  images,
  uploaded,
  answer,
}: {
  images: LibraryImage[];
  uploaded: LibraryImage | null;
  answer?: UploadAnswer;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="images-title">
      <h1 id="images-title">{T.title}</h1>
      <p className={pageParts.summary}>{T.intro}</p>
      {uploaded ? <UploadedMarkdown markdown={uploaded.markdown} /> : null}
      <h2>{T.uploadTitle}</h2>
      <Form method="post" encType="multipart/form-data" className={styles.uploadForm}>
        {answer ? (
          <p role="alert" className={controls.formError}>
            {Object.values(answer.errors).flat()[0]}
          </p>
        ) : null}
        <ImageUploadFields answer={answer} />
        <p>
          <button type="submit" className={controls.button.primary} disabled={busy}>
            {T.upload}
          </button>
        </p>
      </Form>
      <h2>{T.listTitle}</h2>
      {images.length === 0 ? <p className={pageParts.empty}>{T.empty}</p> : null}
      <ul className={pageParts.list}>
        {images.map((image) => (
          <li key={image.id} className={`${pageParts.card} ${styles.item}`}>
            <img
              className={styles.thumb}
              src={image.thumb.url}
              width={image.thumb.width}
              height={image.thumb.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
            />
            <dl className={pageParts.details}>
              <dt className={pageParts.term}>{T.columns.alt}</dt>
              <dd className={pageParts.definition}>
                {image.decorative ? T.decorativeAlt : image.alt}
              </dd>
              <dt className={pageParts.term}>{T.columns.size}</dt>
              <dd className={pageParts.definition}>
                {T.sizeLine(image.width, image.height, fileSize(image.bytes), image.fileName)}
              </dd>
              <dt className={pageParts.term}>{T.columns.uses}</dt>
              <dd className={pageParts.definition}>
                <UsesList uses={image.uses} />
              </dd>
              <dt className={pageParts.term}>{T.markdown}</dt>
              <dd className={pageParts.definition}>
                <code className={styles.markdown}>{image.markdown}</code>
              </dd>
            </dl>
            <p>
              <Link
                to={href("/crm/images/:id/delete", { id: String(image.id) })}
                className={pageParts.cardLink}
                aria-label={`${T.delete}: ${image.fileName || image.alt}`}
              >
                {T.delete}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DeleteImagePage({ image, error }: { image: LibraryImage; error?: string | null }) {
  const inUse = image.uses.length > 0;
  return (
    <ConfirmPage
      question={T.deleteTitle}
      detail={inUse ? T.deleteInUse : T.deleteUnused}
      error={error}
      action={href("/crm/images/:id/delete", { id: String(image.id) })}
      returnTo={href("/crm/images")}
      confirmLabel={inUse ? T.deleteAnyway : T.deleteConfirm}
      cancelLabel={T.cancel}
    >
      <img
        className={styles.thumb}
        src={image.thumb.url}
        width={image.thumb.width}
        height={image.thumb.height}
        alt={image.alt}
      />
      <UsesList uses={image.uses} />
    </ConfirmPage>
  );
}
