/**
 * The frame around every public page (SPEC.md section 1): skip links, cookie banner, navigation,
 * the page (which renders its own <main id="main-content">), footer.
 */
import type { ReactNode } from "react";
import { CookieBanner, CookieConsentProvider } from "./cookie-consent-ui";
import { Footer } from "./footer";
import { Navigation } from "./navigation";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLinks } from "./skip-links";

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <CookieConsentProvider>
      <SkipLinks />
      <CookieBanner />
      <Navigation />
      {children}
      <Footer />
      <ScrollToTop />
    </CookieConsentProvider>
  );
}
