/** The newsletter section for pages where it sits below the content: its code loads when near. */
import { deferred } from "~/components/deferred";

export const DeferredNewsletterSection = deferred("newsletter-form", () =>
  import("./newsletter-section").then((m) => m.NewsletterSection),
);
