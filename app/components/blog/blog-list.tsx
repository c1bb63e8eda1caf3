/**
 * The blog listing: a grid of cards, 6 skeletons while the list streams, the error view and
 * the 'Coming Soon' empty state (SPEC.md "Blog"). Used by /blog and /insights.
 */
import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { BlogPostSummary } from "~/schemas/blog";
import type { ResponsiveImage } from "~/utils/responsive-image";
import * as styles from "./blog.css";
import { CARD_IMAGE_SIZE, postImage } from "./images";
import { BLOG_SKELETON_COUNT, BLOG_TEXTS } from "./texts";

type PostCard = Pick<
  BlogPostSummary,
  "id" | "slug" | "title" | "excerpt" | "category" | "readTime" | "imageUrl"
> & {
  /** The cover from the media library, in its widths. */
  cover?: ResponsiveImage;
};

/** A card's image: the full width on a phone, a third of the 72 rem grid beside. */
const CARD_SIZES = "(max-width: 40rem) 100vw, 24rem";

/**
 * What the loader hands over: the posts (ready in time for the first byte, so visitors
 * without JavaScript get the full list), "error", or a promise that streams in later.
 */
export type BlogListing = PostCard[] | "error" | Promise<PostCard[]>;

/** Cards after this many are below the fold on a typical screen: their images load lazily. */
const EAGER_IMAGES = 3;

export function BlogCard({ post, index }: { post: PostCard; index: number }) {
  return (
    <article className={styles.card}>
      <img
        className={styles.cardImage}
        src={post.cover?.src ?? postImage(post)}
        srcSet={post.cover?.webpSrcSet}
        sizes={post.cover ? CARD_SIZES : undefined}
        alt=""
        width={post.cover?.width ?? CARD_IMAGE_SIZE.width}
        height={post.cover?.height ?? CARD_IMAGE_SIZE.height}
        loading={index < EAGER_IMAGES ? "eager" : "lazy"}
        // The first card's image is the largest thing a phone paints first: fetch it before scripts.
        fetchPriority={index === 0 ? "high" : undefined}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span className={styles.category}>{post.category}</span>
          <span>{post.readTime}</span>
        </p>
        <h2 className={styles.cardTitle}>
          <Link className={styles.cardLink} to={`/blog/${post.slug}`}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
    </article>
  );
}

export function BlogGrid({ posts }: { posts: PostCard[] }) {
  if (posts.length === 0) return <BlogEmpty />;
  return (
    <ul className={styles.grid} aria-label="Blog posts">
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} index={index} />
        </li>
      ))}
    </ul>
  );
}

export function BlogSkeletons() {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className={styles.visuallyHidden}>{BLOG_TEXTS.loading}</span>
      <ul className={styles.grid} aria-hidden="true" data-testid="blog-skeletons">
        {Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <div className={styles.card}>
              <div className={styles.skeletonImage} />
              <div className={styles.cardBody}>
                <div className={styles.skeletonLine} style={{ width: "30%" }} />
                <div className={styles.skeletonLine} style={{ width: "90%", height: "1.5rem" }} />
                <div className={styles.skeletonLine} />
                <div className={styles.skeletonLine} style={{ width: "75%" }} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BlogListError() {
  return (
    <div className={styles.stateBox} role="alert">
      <h2 className={styles.stateTitle}>{BLOG_TEXTS.listError}</h2>
      <p>{BLOG_TEXTS.listErrorDetail}</p>
    </div>
  );
}

export function BlogEmpty() {
  return (
    <div className={styles.stateBox}>
      <h2 className={styles.stateTitle}>{BLOG_TEXTS.empty}</h2>
      <p>{BLOG_TEXTS.emptyDetail}</p>
    </div>
  );
}

export function BlogListingView({ listing }: { listing: BlogListing }) {
  if (listing === "error") return <BlogListError />;
  if (Array.isArray(listing)) return <BlogGrid posts={listing} />;
  return (
    <Suspense fallback={<BlogSkeletons />}>
      <Await resolve={listing} errorElement={<BlogListError />}>
        {(posts) => <BlogGrid posts={posts} />}
      </Await>
    </Suspense>
  );
}
