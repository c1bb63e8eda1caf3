/** The DentalIQ registration form, its code (Conform, the form kit) out of the page's first load. */
import { deferred } from "~/components/deferred";
// Its styles stay in the page's first load: the server-rendered form needs them at once.
import "~/components/forms/forms.css";
import "./dental-iq.css";

export const DeferredDentalIqRegistration = deferred("dental-iq-form", () =>
  import("./dental-iq-registration").then((m) => m.DentalIqRegistration),
);
