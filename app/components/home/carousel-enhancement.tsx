/**
 * What the testimonial carousel adds once JavaScript runs (SPEC.md 'Testimonial carousel', the
 * WAI-ARIA carousel pattern): one testimonial at a time, previous/next (wrapping), dots and the
 * tag filter. Loaded after the page has hydrated (./testimonial-carousel.tsx), so neither its
 * code nor its styles are part of the home page's first load; until it is here the carousel is
 * the server's strip, which every visitor can read.
 */
import type { Dispatch, SetStateAction } from "react";
import {
  type CarouselState,
  collectTags,
  filterByTag,
  goTo,
  hasControls,
  next,
  previous,
  selectTag,
} from "./carousel-state";
import * as css from "./carousel-controls.css";
import { CAROUSEL_TEXTS } from "./carousel-texts";

type SetCarouselState = Dispatch<SetStateAction<CarouselState>>;

/** The items shown for `state` (the tag filter applied), the active one and the tags to offer. */
export function carouselView<T extends { tags: readonly string[] }>(
  items: readonly T[],
  state: CarouselState,
) {
  const shown = filterByTag(items, state.tag);
  return {
    shown,
    active: Math.min(state.index, Math.max(shown.length - 1, 0)),
    tags: collectTags(items),
  };
}

export function FilterButtons({
  tags,
  selected,
  label,
  setState,
}: {
  tags: string[];
  selected: string | null;
  label: (tag: string) => string;
  setState: SetCarouselState;
}) {
  return [null, ...tags].map((tag) => (
    <button
      key={tag ?? "all"}
      type="button"
      className={css.filterButton}
      aria-pressed={selected === tag}
      onClick={() => setState((s) => selectTag(s, tag))}
    >
      {tag === null ? "All" : label(tag)}
    </button>
  ));
}

export function Controls({
  authors,
  active,
  setState,
}: {
  /** Who each shown testimonial is by, in order (the dots' names). */
  authors: string[];
  active: number;
  setState: SetCarouselState;
}) {
  const count = authors.length;
  if (!hasControls(count)) return null;
  return (
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
        {authors.map((author, i) => (
          <li key={`${author}-${i}`}>
            <button
              type="button"
              className={css.dot}
              aria-label={CAROUSEL_TEXTS.dot(i + 1, count, author)}
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
  );
}
