/**
 * The media library's pages: the upload form (a plain multipart form: it works without
 * JavaScript), every image with its thumbnail, alt text, size, where it is used and the Markdown to
 * paste into a post or campaign, and the delete confirmation that names the uses.
 */
import { Form, Link, href, useNavigation } from "react-router";
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

/** The upload fields (file, alt text, decorative); `prefix` keeps their ids unique on a page. */
export function ImageUploadFields({
  answer,
  names = { file: "file", alt: "alt", decorative: "decorative" },
  idPrefix = "image",
}: {
  answer?: UploadAnswer;
  names?: { file: string; alt: string; decorative: string };
  idPrefix?: string;
}) {
  const fileError = answer?.errors[names.file]?.[0];
  const altError = answer?.errors[names.alt]?.[0];
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <p className={controls.inlineField}>
        <label htmlFor={id("file")} className={controls.label}>
          {T.file}
        </label>
        <span id={id("file-hint")}>{T.fileHint}</span>
        {fileError ? (
          <span id={id("file-error")} className={controls.formError}>
            {fileError}
          </span>
        ) : null}
        <input
          id={id("file")}
          name={names.file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-describedby={`${id("file-hint")}${fileError ? ` ${id("file-error")}` : ""}`}
          aria-invalid={fileError ? true : undefined}
        />
      </p>
      <p className={controls.inlineField}>
        <label htmlFor={id("alt")} className={controls.label}>
          {T.alt}
        </label>
        <span id={id("alt-hint")}>{T.altHint}</span>
        {altError ? (
          <span id={id("alt-error")} className={controls.formError}>
            {altError}
          </span>
        ) : null}
        <input
          id={id("alt")}
          name={names.alt}
          type="text"
          className={controls.control}
          defaultValue={answer?.alt ?? ""}
          maxLength={300}
          autoComplete="off"
          aria-describedby={`${id("alt-hint")}${altError ? ` ${id("alt-error")}` : ""}`}
          aria-invalid={altError ? true : undefined}
        />
      </p>
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
      {uploaded ? (
        <div className={pageParts.card} role="status">
          <p>{T.insertDone}</p>
          <code className={styles.markdown}>{uploaded.markdown}</code>
        </div>
      ) : null}
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
      <h2>{T.title}</h2>
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
