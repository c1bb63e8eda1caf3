/**
 * The home page's interactive parts below the fold (the testimonial carousel, the consultation
 * call to action with its guide download): the server renders them in full, and their code loads
 * when the visitor comes near them, out of the page's first load and its hydration (npm run size,
 * Lighthouse's Total Blocking Time).
 */
import { deferred } from "~/components/deferred";
// Their styles stay in the page's first load: the server-rendered HTML needs them at once.
import "./cta-block.css";
import "./home.css";
import "./testimonial-carousel.css";

import { CONSULTATION_HEADING_ID, TESTIMONIALS_ID } from "./home-anchors";

export { CONSULTATION_HEADING_ID };

export const DeferredTestimonialCarousel = deferred(TESTIMONIALS_ID, () =>
  import("./testimonial-carousel").then((m) => m.TestimonialCarousel),
);

export const DeferredCtaBlock = deferred(CONSULTATION_HEADING_ID, () =>
  import("./cta-block").then((m) => m.CtaBlock),
);
