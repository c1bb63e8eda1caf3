/** The newsletter section for pages where it sits below the content: its code loads when near. */
import { deferred } from "~/components/deferred";
// Its styles stay in the page's first load: the server-rendered form needs them at once.
import "~/components/forms/forms.css";
import "./newsletter.css";

export const DeferredNewsletterSection = deferred("newsletter-form", () =>
  import("./newsletter-section").then((m) => m.NewsletterSection),
);
