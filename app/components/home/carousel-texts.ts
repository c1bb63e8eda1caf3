/**
 * The carousel's words that depend on what is shown (which slide, of how many, by whom), and the
 * custom property its track moves by: one source for the React carousel and the home page's
 * island (app/islands/island-home.ts), which cannot load the .css.ts modules.
 */
export const CAROUSEL_TEXTS = {
  /** A slide's name in the carousel pattern. */
  slide: (position: number, count: number) => `${position} of ${count}`,
  /** A dot's name: which testimonial it shows. */
  dot: (position: number, count: number, author: string) =>
    `Show testimonial ${position} of ${count}: ${author}`,
};

/** The custom property holding the active slide's index, set on the track. */
export const ACTIVE_INDEX_PROPERTY = "--carousel-index";
