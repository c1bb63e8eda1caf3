/** The DentalIQ registration form, its code (Conform, the form kit) out of the page's first load. */
import { deferred } from "~/components/deferred";

export const DeferredDentalIqRegistration = deferred("dental-iq-form", () =>
  import("./dental-iq-registration").then((m) => m.DentalIqRegistration),
);
