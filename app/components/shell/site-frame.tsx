/**
 * The frame around every public page (SPEC.md section 1): skip links, cookie banner, navigation,
 * the page inside the one <main>, footer. <main> takes focus (tabindex -1), so "Skip to main
 * content" moves focus into it, not only the scroll position.
 */
import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "./cookie-banner-early";
import { CookieBanner, CookieConsentProvider } from "./cookie-consent-ui";
import { Footer } from "./footer";
import { Navigation } from "./navigation";
import { ScrollToTop } from "./scroll-to-top";
import * as styles from "./shell.css";
import { SkipLinks } from "./skip-links";

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <CookieConsentProvider>
      <SkipLinks />
      <CookieBanner />
      <Navigation />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <ScrollToTop />
    </CookieConsentProvider>
  );
}
