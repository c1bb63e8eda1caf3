import {
  type CSSProperties,
  type ReactNode,
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useState,
} from "react";
import { useHydrated } from "~/components/shell/use-hydrated";
import type { Testimonial, TestimonialsContent } from "~/models/homepage.schema";
import type { CarouselState } from "./carousel-state";
import { ACTIVE_INDEX_PROPERTY, CAROUSEL_TEXTS } from "./carousel-texts";
import * as home from "./home.css";
import * as css from "./testimonial-carousel.css";

type Enhancement = typeof import("./carousel-enhancement");

/** The enhancement's module once loaded: one load per page visit, shared by later renders. */
let loadedEnhancement: Enhancement | undefined;

/**
 * The carousel's controls, loaded once the page has hydrated (wherever the carousel is on the
 * page: waiting for the visitor to scroll to it would hold back other updates, see
 * app/components/deferred.tsx). Undefined until then, or if the chunk cannot load (the strip
 * stays, readable as without JavaScript).
 */
function useEnhancement(): Enhancement | undefined {
  const hydrated = useHydrated();
  // Never the loaded module in the first render: hydration must match the server's strip.
  const [enhancement, setEnhancement] = useState<Enhancement | undefined>(undefined);
  useEffect(() => {
    if (!hydrated) return;
    let mounted = true;
    (loadedEnhancement ? Promise.resolve(loadedEnhancement) : import("./carousel-enhancement"))
      .then((module) => {
        loadedEnhancement = module;
        if (mounted) setEnhancement(() => module);
      })
      .catch(() => {});
    return () => {
      mounted = false;
    };
  }, [hydrated]);
  return enhancement;
}

/**
 * SPEC.md 'Testimonial carousel', following the WAI-ARIA carousel pattern. The server renders
 * every testimonial (readable without JavaScript, in a sideways-scrolling strip); once the page
 * has hydrated and the controls' code is here (./carousel-enhancement.tsx) it shows one at a time
 * with previous/next (wrapping), dots and an optional tag filter.
 */
export function TestimonialCarousel({ content }: { content?: TestimonialsContent | null }) {
  // The carousel replaces the server's strip in a background render React can interrupt, not
  // inside the task that switches the page's enhancements on (use-hydrated.ts).
  const enhancement = useDeferredValue(useEnhancement());
  return <Carousel content={content} enhancement={enhancement} />;
}

const INITIAL_STATE: CarouselState = { tag: null, index: 0 };

const Carousel = memo(function Carousel({
  content,
  enhancement,
}: {
  content?: TestimonialsContent | null;
  enhancement: Enhancement | undefined;
}) {
  const titleId = useId();
  const [state, setState] = useState(INITIAL_STATE);

  if (!content || content.items.length === 0) return <TestimonialSkeleton title={content?.title} />;

  const enhanced = enhancement !== undefined;
  const view = enhancement
    ? enhancement.carouselView(content.items, state)
    : { shown: content.items, active: 0, tags: [] };
  const { shown, active, tags } = view;
  const count = shown.length;

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

      {enhancement && tags.length > 0 ? (
        <FilterGroup>
          <enhancement.FilterButtons
            tags={tags}
            selected={state.tag}
            label={tagLabel}
            setState={setState}
          />
        </FilterGroup>
      ) : (
        <div className={`${css.filters} ${css.filtersReserved}`} aria-hidden="true" />
      )}

      {/* Without JavaScript the strip scrolls sideways, so it must be reachable by keyboard. */}
      <div
        className={css.track}
        aria-live={enhanced ? "polite" : undefined}
        tabIndex={enhanced ? undefined : 0}
        role={enhanced ? undefined : "region"}
        style={{ [ACTIVE_INDEX_PROPERTY]: active } as CSSProperties}
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
        {enhancement ? (
          <enhancement.Controls
            authors={shown.map((item) => item.author)}
            active={active}
            setState={setState}
          />
        ) : null}
      </div>
    </section>
  );
});

/** The tag filter's group around its buttons (also drawn for the home page's island). */
export function FilterGroup({ children }: { children: ReactNode }) {
  return (
    <div className={css.filters} role="group" aria-label="Filter testimonials by sector">
      {children}
    </div>
  );
}

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
      aria-label={CAROUSEL_TEXTS.slide(position, count)}
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
