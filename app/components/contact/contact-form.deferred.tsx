/** The contact form, its code (Conform, the form kit) out of the page's first load. */
import { deferred } from "~/components/deferred";
// Its styles stay in the page's first load: the server-rendered form needs them at once.
import "~/components/forms/forms.css";

export const DeferredContactForm = deferred("contact-form", () =>
  import("./contact-form").then((m) => m.ContactForm),
);
