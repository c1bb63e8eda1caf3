/**
 * Cookie banner and the footer's Cookie Settings dialog (SPEC.md sections 2-5). Consent lives in
 * localStorage, so all of this renders only in the browser after hydration (see
 * docs/decisions/002-cookie-consent-without-javascript.md): no banner flashes for a returning
 * visitor, and without JavaScript nothing non-essential is ever set, so no banner is needed.
 */
import {
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { Link } from "react-router";
import {
  type ConsentChoice,
  type CookieConsent,
  readConsent,
  writeConsent,
} from "./cookie-consent";
import { COOKIE_TEXTS as T } from "./cookie-texts";
import { useHydrated } from "./use-hydrated";

// The banner and the dialog are code a visitor needs only while they are shown.
const CookieBannerPanel = lazy(() =>
  import("./cookie-consent-panels").then((m) => ({ default: m.CookieBannerPanel })),
);
const CookieSettingsDialog = lazy(() =>
  import("./cookie-consent-panels").then((m) => ({ default: m.CookieSettingsDialog })),
);

interface CookieConsentContextValue {
  /** undefined until read in the browser; null when none (or none valid) is stored. */
  consent: CookieConsent | null | undefined;
  save(choice: ConsentChoice): void;
  openSettings(): void;
}

const CookieConsentContext = createContext<CookieConsentContextValue | null>(null);

export function useCookieConsent(): CookieConsentContextValue {
  const value = useContext(CookieConsentContext);
  if (!value) throw new Error("useCookieConsent must be used within a CookieConsentProvider");
  return value;
}

export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState<CookieConsent | null | undefined>(undefined);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    setConsent(readConsent(window.localStorage));
  }, []);

  const save = useCallback((choice: ConsentChoice) => {
    setConsent(writeConsent(window.localStorage, choice));
  }, []);
  const openSettings = useCallback(() => setDialogOpen(true), []);
  const closeSettings = useCallback(() => setDialogOpen(false), []);
  const value = useMemo(() => ({ consent, save, openSettings }), [consent, save, openSettings]);

  return (
    <CookieConsentContext.Provider value={value}>
      {children}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog onClose={closeSettings} />
        </Suspense>
      ) : null}
    </CookieConsentContext.Provider>
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
  const context = useContext(CookieConsentContext);
  if (!hydrated || !context) {
    return (
      <Link to="/legal/cookie-policy" className={linkClassName}>
        {T.cookieSettings}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={context.openSettings}
    >
      {T.cookieSettings}
    </button>
  );
}
