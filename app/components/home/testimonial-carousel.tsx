import { type CSSProperties, memo, useDeferredValue, useId, useState } from "react";
import { useHydrated } from "~/components/shell/use-hydrated";
import type { Testimonial, TestimonialsContent } from "~/models/homepage.schema";
import {
  collectTags,
  filterByTag,
  goTo,
  hasControls,
  initialCarouselState,
  next,
  previous,
  selectTag,
} from "./carousel-state";
import * as home from "./home.css";
import * as css from "./testimonial-carousel.css";

/**
 * SPEC.md 'Testimonial carousel', following the WAI-ARIA carousel pattern. The server renders
 * every testimonial (readable without JavaScript, in a sideways-scrolling strip); once hydrated
 * it shows one at a time with previous/next (wrapping), dots and an optional tag filter.
 */
export function TestimonialCarousel({ content }: { content?: TestimonialsContent | null }) {
  // After hydration the carousel replaces the server's strip in a background render React can
  // interrupt, not inside the task that switches the page's enhancements on (use-hydrated.ts).
  const enhanced = useDeferredValue(useHydrated());
  return <Carousel content={content} enhanced={enhanced} />;
}

const Carousel = memo(function Carousel({
  content,
  enhanced,
}: {
  content?: TestimonialsContent | null;
  enhanced: boolean;
}) {
  const titleId = useId();
  const [state, setState] = useState(initialCarouselState);

  if (!content || content.items.length === 0) return <TestimonialSkeleton title={content?.title} />;

  const tags = collectTags(content.items);
  const shown = enhanced ? filterByTag(content.items, state.tag) : content.items;
  const count = shown.length;
  const active = Math.min(state.index, Math.max(count - 1, 0));
  const showControls = enhanced && hasControls(count);

  return (
    <section
      className={css.root}
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      data-enhanced={enhanced ? "" : undefined}
      data-testid="testimonial-carousel"
    >
      <header className={home.sectionHeader}>
        <h2 id={titleId} className={home.sectionTitle}>
          {content.title}
        </h2>
        <p className={home.lead}>{content.subtitle}</p>
      </header>

      {enhanced && tags.length > 0 ? (
        <div className={css.filters} role="group" aria-label="Filter testimonials by sector">
          {[null, ...tags].map((tag) => (
            <button
              key={tag ?? "all"}
              type="button"
              className={css.filterButton}
              aria-pressed={state.tag === tag}
              onClick={() => setState((s) => selectTag(s, tag))}
            >
              {tag === null ? "All" : tagLabel(tag)}
            </button>
          ))}
        </div>
      ) : (
        <div className={css.filters} aria-hidden="true" />
      )}

      {/* Without JavaScript the strip scrolls sideways, so it must be reachable by keyboard. */}
      <div
        className={css.track}
        aria-live={enhanced ? "polite" : undefined}
        tabIndex={enhanced ? undefined : 0}
        role={enhanced ? undefined : "region"}
        style={{ [css.ACTIVE_INDEX_PROPERTY]: active } as CSSProperties}
        aria-label={enhanced ? undefined : `${content.title}: scroll sideways to read all ${count}`}
      >
        {shown.map((item, i) => (
          <TestimonialSlide
            key={`${item.author}-${item.company}`}
            item={item}
            position={i + 1}
            count={count}
            active={i === active}
          />
        ))}
      </div>

      <div className={css.controls}>
        {!enhanced && count > 1 ? (
          <p className={css.hint}>Scroll sideways to read all {count} testimonials.</p>
        ) : null}
        {showControls ? (
          <>
            <button
              type="button"
              className={css.arrow}
              aria-label="Previous testimonial"
              onClick={() => setState((s) => previous({ ...s, index: active }, count))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <ul className={css.dots}>
              {shown.map((item, i) => (
                <li key={`${item.author}-${item.company}`}>
                  <button
                    type="button"
                    className={css.dot}
                    aria-label={`Show testimonial ${i + 1} of ${count}: ${item.author}`}
                    aria-current={i === active ? "true" : undefined}
                    onClick={() => setState((s) => goTo(s, i, count))}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={css.arrow}
              aria-label="Next testimonial"
              onClick={() => setState((s) => next({ ...s, index: active }, count))}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
});

function TestimonialSlide({
  item,
  position,
  count,
  active,
}: {
  item: Testimonial;
  position: number;
  count: number;
  active: boolean;
}) {
  return (
    // The slide is the carousel pattern's group; the quote with its caption is a figure inside it
    // (a <figure> with a <figcaption> may not take another role).
    <div
      className={css.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      data-active={active ? "true" : "false"}
    >
      <figure className={css.figure}>
        <FiveStars />
        <blockquote className={css.quote}>
          <p>“{item.quote}”</p>
        </blockquote>
        <figcaption className={css.caption}>
          <div>
            <p className={css.author}>{item.author}</p>
            <p className={css.role}>
              {item.title}, {item.company}, {item.location}
            </p>
            {item.tags.length > 0 ? (
              <ul className={css.tags} aria-label="Sectors">
                {item.tags.map((tag) => (
                  <li key={tag} className={css.tag}>
                    {tagLabel(tag)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <p className={css.result}>
            <strong className={css.resultValue}>{item.results.value}</strong>
            <span className={css.resultMetric}>{item.results.metric}</span>
          </p>
        </figcaption>
      </figure>
    </div>
  );
}

function FiveStars() {
  return (
    <span className={css.stars} role="img" aria-label="Rated 5 out of 5">
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}

/** Shown while the testimonials load, or when there are none (SPEC.md section 4). */
export function TestimonialSkeleton({ title }: { title?: string }) {
  return (
    <section
      className={css.root}
      aria-busy="true"
      aria-label={title ?? "Testimonials"}
      data-testid="testimonial-skeleton"
    >
      <p className={home.visuallyHidden}>Loading testimonials…</p>
      <div className={home.sectionHeader} aria-hidden="true">
        <div
          className={home.skeletonBlock}
          style={{ height: "2.25rem", width: "60%", margin: "0 auto 1rem" }}
        />
        <div
          className={home.skeletonBlock}
          style={{ height: "1.1rem", width: "80%", margin: "0 auto" }}
        />
      </div>
      <div className={css.filters} aria-hidden="true" />
      <div className={`${css.slide} ${css.skeleton}`} aria-hidden="true">
        <div className={home.skeletonBlock} style={{ height: "1.25rem", width: "8rem" }} />
        <div className={home.skeletonBlock} style={{ height: "1rem" }} />
        <div className={home.skeletonBlock} style={{ height: "1rem" }} />
        <div className={home.skeletonBlock} style={{ height: "1rem", width: "70%" }} />
        <div
          className={home.skeletonBlock}
          style={{ height: "3rem", width: "14rem", marginTop: "auto" }}
        />
      </div>
      <div className={css.controls} aria-hidden="true" />
    </section>
  );
}

const TAG_LABELS: Record<string, string> = {
  dental: "Dental",
  healthcare: "Healthcare",
  hospitality: "Hospitality",
  veterinary: "Veterinary",
  finance: "Finance",
};

function tagLabel(tag: string): string {
  return TAG_LABELS[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1);
}
