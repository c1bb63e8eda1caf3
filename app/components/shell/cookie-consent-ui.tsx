/**
 * Cookie banner and the footer's Cookie Settings dialog (SPEC.md sections 2-5). Consent lives in
 * localStorage: the server draws the banner hidden and a script in the page shows it when no
 * choice is stored (cookie-banner-early.tsx), so it is there from the first paint and never
 * flashes for a returning visitor; without JavaScript nothing non-essential is ever set, so no
 * banner is needed (docs/decisions/002-cookie-consent-without-javascript.md).
 */
import { type ReactNode, Suspense, lazy, useEffect } from "react";
import { Link } from "react-router";
import { legalHref } from "~/config/pages";
import {
  closeSettings,
  openSettings,
  useConsentState,
  useCookieConsent,
} from "./cookie-consent-store";
import { EarlyCookieBanner, hideEarlyBanner } from "./cookie-banner-early";
import { COOKIE_TEXTS as T } from "./texts";
import { useHydrated } from "./use-hydrated";

// The banner and the dialog are code a visitor needs only while they are shown.
const CookieBannerPanel = lazy(() =>
  import("./cookie-consent-panels").then((m) => ({ default: m.CookieBannerPanel })),
);
const CookieSettingsDialog = lazy(() =>
  import("./cookie-consent-panels").then((m) => ({ default: m.CookieSettingsDialog })),
);

/** Renders the page, and the Cookie Settings dialog while it is open. */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const { dialogOpen } = useConsentState();
  return (
    <>
      {children}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog onClose={closeSettings} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Shown while no valid consent is stored; any choice stores consent and hides it. The server's
 * early banner shows first; the panel takes its place once loaded (or it hides once consent is
 * known to be stored).
 */
export function CookieBanner() {
  const { consent } = useCookieConsent();
  useEffect(() => {
    if (consent) hideEarlyBanner();
  }, [consent]);
  return (
    <>
      <EarlyCookieBanner />
      {consent === null ? (
        <Suspense fallback={null}>
          <CookieBannerPanel />
        </Suspense>
      ) : null}
    </>
  );
}

/** The footer's control: a button that opens the dialog; before hydration (no JavaScript) a link to the policy. */
export function CookieSettingsControl({
  className,
  linkClassName,
}: {
  className: string;
  linkClassName: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Link to={legalHref("cookies")} className={linkClassName}>
        {T.cookieSettings}
      </Link>
    );
  }
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={openSettings}>
      {T.cookieSettings}
    </button>
  );
}
