/**
 * The external discovery-call link (SPEC.md: booking opens in a new tab), for every content page.
 * The address comes from the shell's useBookingUrl (BOOKING_URL, else the site default).
 */
import type { ReactNode } from "react";
import { NEW_TAB_HINT, useBookingUrl } from "~/components/shell/booking";
import { button, visuallyHidden } from "./page.css";

export function BookingLink({
  children,
  variant = "primary",
}: {
  children: ReactNode;
  variant?: keyof typeof button;
}) {
  return (
    <a href={useBookingUrl()} target="_blank" rel="noopener noreferrer" className={button[variant]}>
      {children}
      <span className={visuallyHidden}>{NEW_TAB_HINT}</span>
    </a>
  );
}

/** Any other external link (social profiles, regulators, browser help): new tab, announced. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className={visuallyHidden}>{NEW_TAB_HINT}</span>
    </a>
  );
}
