/** Ids on the home page that its deferred parts (home-below-fold.deferred.tsx) load at. */
export const TESTIMONIALS_ID = "testimonials";
export const CONSULTATION_HEADING_ID = "home-consultation-title";
