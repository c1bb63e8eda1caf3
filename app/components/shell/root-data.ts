/** What the root loader gives every page (read with useRouteLoaderData("root")). */
import type { ToastInput } from "~/components/toast/toast-state";

export interface RootLoaderData {
  /** A flash toast from a Post/Redirect/Get, rendered by the server and shown once. */
  toast: ToastInput | null;
  /** The external discovery-call page (BOOKING_URL). */
  bookingUrl: string;
  /** The site's public origin (PUBLIC_URL) for canonical and Open Graph URLs. */
  publicUrl: string;
  /** The host of the other site that linked to this page (its Referer), or null. */
  arrivedFrom: string | null;
}
