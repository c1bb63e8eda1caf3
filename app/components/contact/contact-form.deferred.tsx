/** The contact form, its code (Conform, the form kit) out of the page's first load. */
import { deferred } from "~/components/deferred";

export const DeferredContactForm = deferred("contact-form", () =>
  import("./contact-form").then((m) => m.ContactForm),
);
