/** A single post (SPEC.md "Blog") and the not-found view. */
import { Link } from "react-router";
import type { RenderedPost } from "~/schemas/blog";
import type { ResponsiveImage } from "~/utils/responsive-image";
import * as styles from "./blog.css";
import { CARD_IMAGE_SIZE, postImage } from "./images";
import { BLOG_TEXTS } from "./texts";

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function formatPostDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The cover's column: the full width on a phone, at most 48 rem beside. */
const COVER_SIZES = "(max-width: 48rem) 100vw, 48rem";

export function PostView({
  post,
  cover,
}: {
  post: RenderedPost;
  /** The cover from the media library, in its widths; else the address or category image. */
  cover?: ResponsiveImage | null;
}) {
  return (
    <article className={styles.article} aria-labelledby="post-title">
      <div className={styles.container}>
        <header className={styles.articleHeader}>
          <p className={styles.meta}>
            <span className={styles.category}>{post.category}</span>
            <span>{post.readTime}</span>
            <span aria-hidden="true">·</span>
            <span>By {post.author ?? BLOG_TEXTS.author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </p>
          <h1 id="post-title" className={styles.articleTitle}>
            {post.title}
          </h1>
          <p className={styles.lead}>{post.excerpt}</p>
          {cover ? (
            <picture>
              <source type="image/webp" srcSet={cover.webpSrcSet} sizes={COVER_SIZES} />
              <img
                className={styles.articleImage}
                src={cover.src}
                srcSet={cover.srcSet}
                sizes={COVER_SIZES}
                alt=""
                width={cover.width}
                height={cover.height}
                decoding="async"
              />
            </picture>
          ) : (
            <img
              className={styles.articleImage}
              src={postImage(post)}
              alt=""
              width={CARD_IMAGE_SIZE.width}
              height={CARD_IMAGE_SIZE.height}
              decoding="async"
            />
          )}
        </header>

        {/* Rendered on the server by markdown-it with raw HTML off and safe link schemes only. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.html }} />

        <aside className={styles.cta} aria-labelledby="post-cta-title">
          <h2 id="post-cta-title" className={styles.ctaTitle}>
            {BLOG_TEXTS.ctaTitle}
          </h2>
          <p>{BLOG_TEXTS.ctaText}</p>
          <Link className={styles.button} to="/contact">
            {BLOG_TEXTS.ctaButton}
          </Link>
        </aside>

        <p className={styles.backWrap}>
          <Link className={styles.backLink} to="/blog">
            ← {BLOG_TEXTS.backToBlog}
          </Link>
        </p>
      </div>
    </article>
  );
}

export function PostNotFound() {
  return (
    <section className={styles.article} aria-labelledby="not-found-title">
      <div className={styles.container}>
        <div className={styles.stateBox}>
          <h1 id="not-found-title" className={styles.stateTitle}>
            {BLOG_TEXTS.notFoundTitle}
          </h1>
          <p>{BLOG_TEXTS.notFoundText}</p>
          <Link className={styles.button} to="/blog">
            {BLOG_TEXTS.backToBlog}
          </Link>
        </div>
      </div>
    </section>
  );
}
