/**
 * The testimonial carousel's state rules (SPEC.md 'Testimonial carousel'), kept pure so they
 * are unit tested apart from React: next/previous wrap around, dots jump, and choosing a tag
 * restricts the items and goes back to the first one.
 */
export interface CarouselState {
  /** The selected tag, or null for All. */
  tag: string | null;
  /** Index into the filtered items. */
  index: number;
}

export const initialCarouselState: CarouselState = { tag: null, index: 0 };

export function filterByTag<T extends { tags: readonly string[] }>(
  items: readonly T[],
  tag: string | null,
): T[] {
  return tag === null ? [...items] : items.filter((item) => item.tags.includes(tag));
}

/** Every tag used by the items, once, in order of first appearance. */
export function collectTags(items: readonly { tags: readonly string[] }[]): string[] {
  return [...new Set(items.flatMap((item) => item.tags))];
}

export function next(state: CarouselState, count: number): CarouselState {
  return count === 0 ? state : { ...state, index: (state.index + 1) % count };
}

export function previous(state: CarouselState, count: number): CarouselState {
  return count === 0 ? state : { ...state, index: (state.index - 1 + count) % count };
}

export function goTo(state: CarouselState, index: number, count: number): CarouselState {
  if (count === 0 || !Number.isInteger(index)) return state;
  return { ...state, index: Math.min(Math.max(index, 0), count - 1) };
}

export function selectTag(_state: CarouselState, tag: string | null): CarouselState {
  return { tag, index: 0 };
}

/** Arrows and dots appear only when more than one item is shown. */
export function hasControls(count: number): boolean {
  return count > 1;
}
