/**
 * The external discovery-call link (SPEC.md: booking opens in a new tab). Every page uses this
 * component, so the booking address has one source.
 */
import type { ReactNode } from "react";
import { SITE } from "~/config/site";
import { button, visuallyHidden } from "./page.css";

/**
 * The shell's `useBookingUrl()` (~/components/shell/booking, honouring BOOKING_URL) replaces this
 * once it exists; until then the site's default booking page is used.
 */
export function useBookingHref(): string {
  return SITE.defaultBookingUrl;
}

export function BookingLink({
  children,
  variant = "primary",
}: {
  children: ReactNode;
  variant?: keyof typeof button;
}) {
  const href = useBookingHref();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={button[variant]}>
      {children}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
