/**
 * Cookie banner and the footer's Cookie Settings dialog (SPEC.md sections 2-5). Consent lives in
 * localStorage, so all of this renders only in the browser after hydration (see
 * docs/decisions/002-cookie-consent-without-javascript.md): no banner flashes for a returning
 * visitor, and without JavaScript nothing non-essential is ever set, so no banner is needed.
 */
import { type ReactNode, Suspense, lazy } from "react";
import { Link } from "react-router";
import { legalHref } from "~/config/pages";
import {
  closeSettings,
  openSettings,
  useConsentState,
  useCookieConsent,
} from "./cookie-consent-store";
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

/** Shown while no valid consent is stored; any choice stores consent and hides it. */
export function CookieBanner() {
  const { consent } = useCookieConsent();
  if (consent !== null) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
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
