/**
 * The site navigation (SPEC.md section 2). Built on <details>/<summary>, so the mobile menu and
 * the Sectors groups open and close without JavaScript; with it they also close on a route
 * change, on Escape and on a click outside, and the bar changes colour after 10 px of scroll.
 */
import { LogoMark } from "./logo-mark";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Disclosure } from "~/components/ui/disclosure";
import { SITE } from "~/config/site";
import { visuallyHidden } from "~/styles/utilities.css";
import { NEW_TAB_HINT, useBookingUrl } from "./booking";
import {
  BOOKING_LABEL,
  DENTAL_IQ_LINK,
  MAIN_LINKS,
  NAV_SCROLL_THRESHOLD,
  type NavLink,
  SECTORS_LABEL,
  SECTOR_LINKS,
  isActivePath,
} from "./nav-data";
import * as styles from "./nav.css";

export function Navigation() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD);
  const bookingUrl = useBookingUrl();
  const current = (link: Pick<NavLink, "href" | "alsoActiveFor">) =>
    isActivePath(pathname, link) ? "page" : undefined;
  const sectorsActive = SECTOR_LINKS.some((link) => isActivePath(pathname, link));

  return (
    <header className={styles.header} data-scrolled={scrolled ? "true" : "false"}>
      <nav id="navigation" aria-label="Main" className={styles.bar} tabIndex={-1}>
        <Link to="/" className={styles.brand}>
          <LogoMark className={styles.brandMark} />
          {SITE.name}
          <span className={visuallyHidden}> home</span>
        </Link>

        <div className={styles.desktopNav}>
          <ul className={styles.list}>
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.link} aria-current={current(link)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Disclosure
                className={styles.dropdown}
                summaryClassName={styles.summary}
                active={sectorsActive}
                label={
                  <>
                    {SECTORS_LABEL}{" "}
                    <span className={styles.caret} aria-hidden="true">
                      ▾
                    </span>
                  </>
                }
              >
                <SectorList className={styles.panel} current={current} />
              </Disclosure>
            </li>
            <li>
              <DentalIqLink className={styles.dentalButton} current={current(DENTAL_IQ_LINK)} />
            </li>
            <li>
              <BookingCta href={bookingUrl} />
            </li>
          </ul>
        </div>

        <div className={styles.mobileNav}>
          <Disclosure
            summaryClassName={styles.menuSummary}
            label={
              <>
                <span aria-hidden="true">☰</span> Menu
              </>
            }
          >
            <div className={styles.menuPanel}>
              <ul className={styles.menuList}>
                {MAIN_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={styles.menuLink} aria-current={current(link)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Disclosure
                    summaryClassName={styles.menuSectorsSummary}
                    active={sectorsActive}
                    label={
                      <>
                        {SECTORS_LABEL}{" "}
                        <span className={styles.caret} aria-hidden="true">
                          ▾
                        </span>
                      </>
                    }
                  >
                    <SectorList className={styles.menuSectorList} current={current} />
                  </Disclosure>
                </li>
              </ul>
              <div className={styles.menuActions}>
                <DentalIqLink className={styles.menuDental} current={current(DENTAL_IQ_LINK)} />
                <BookingCta href={bookingUrl} />
              </div>
            </div>
          </Disclosure>
        </div>
      </nav>
    </header>
  );
}

/** The four sector links with their descriptions (the desktop dropdown and the mobile group). */
function SectorList({
  className,
  current,
}: {
  className: string;
  current: (link: NavLink) => "page" | undefined;
}) {
  return (
    <ul className={className}>
      {SECTOR_LINKS.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={styles.sectorLink} aria-current={current(link)}>
            <span className={styles.sectorLabel}>{link.label}</span>
            <span className={styles.sectorDescription}>{link.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function DentalIqLink({ className, current }: { className: string; current: "page" | undefined }) {
  return (
    <Link to={DENTAL_IQ_LINK.href} className={className} aria-current={current}>
      {DENTAL_IQ_LINK.label} <span className={styles.badge}>{DENTAL_IQ_LINK.badge}</span>
    </Link>
  );
}

function BookingCta({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.cta}>
      {BOOKING_LABEL}
      <span className={visuallyHidden}>{NEW_TAB_HINT}</span>
    </a>
  );
}

/** True once the page has scrolled past `threshold` pixels (false on the server). */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
