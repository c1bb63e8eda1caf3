/** The site footer (SPEC.md section 2: Footer). */
import { LogoMark } from "./logo-mark";
import { Link } from "react-router";
import { SITE } from "~/config/site";
import { visuallyHidden } from "~/styles/utilities.css";
import { NEW_TAB_HINT } from "./booking";
import { CookieSettingsControl } from "./cookie-consent-ui";
import {
  ADMIN_LINK,
  FOOTER_COMPANY_LINKS,
  FOOTER_SECTOR_LINKS,
  LEGAL_LINKS,
  type NavLink,
} from "./nav-data";
import * as styles from "./footer.css";
import { FOOTER_TEXTS as T } from "./texts";

export const SOCIAL_LINKS = [
  { href: SITE.social.linkedin, label: "LinkedIn" },
  { href: SITE.social.whatsapp, label: "WhatsApp" },
] as const;

export function Footer() {
  return (
    <footer id="footer" className={styles.footer} tabIndex={-1}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brandName}>
            <LogoMark size={36} />
            {SITE.name}
          </p>
          <p className={styles.tagline}>{SITE.tagline}</p>
        </div>
        <LinkColumn id="footer-sectors" title={T.sectors} links={FOOTER_SECTOR_LINKS} />
        <LinkColumn
          id="footer-company"
          title={T.company}
          links={[...FOOTER_COMPANY_LINKS, ADMIN_LINK]}
        />
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {T.legal}
          </h2>
          <ul className={styles.list}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsControl
                className={styles.settingsButton}
                linkClassName={styles.link}
              />
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{T.followUs}</h2>
          <ul className={styles.list}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  {link.label}
                  <span className={visuallyHidden}>{NEW_TAB_HINT}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {SITE.legalName}. {T.allRightsReserved}
        </p>
        <p className={styles.copyright}>
          {T.registeredIn} {SITE.registeredIn}
        </p>
      </div>
    </footer>
  );
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
