/**
 * The external discovery-call page (SPEC.md: booking opens in a new tab). BOOKING_URL on the
 * server overrides SITE.defaultBookingUrl; the root loader passes it down, so every page uses
 * the same address: `const bookingUrl = useBookingUrl();`.
 */
import { useRouteLoaderData } from "react-router";
import { SITE } from "~/config/site";
import type { RootLoaderData } from "./root-data";

/** Text for screen readers after a link that opens a new tab. */
export const NEW_TAB_HINT = " (opens in a new tab)";

/** BOOKING_URL when it is an http(s) address, else the default. Used by the root loader. */
export function resolveBookingUrl(value: string | undefined): string {
  if (value) {
    try {
      const url = new URL(value);
      if (url.protocol === "https:" || url.protocol === "http:") return url.toString();
    } catch {
      // fall through to the default
    }
  }
  return SITE.defaultBookingUrl;
}

export function useBookingUrl(): string {
  const data = useRouteLoaderData("root") as RootLoaderData | undefined;
  return data?.bookingUrl ?? SITE.defaultBookingUrl;
}
