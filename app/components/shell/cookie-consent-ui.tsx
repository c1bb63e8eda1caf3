/**
 * Cookie banner and the footer's Cookie Settings dialog (SPEC.md sections 2-5). Consent lives in
 * localStorage, so all of this renders only in the browser after hydration (see
 * docs/decisions/002-cookie-consent-without-javascript.md): no banner flashes for a returning
 * visitor, and without JavaScript nothing non-essential is ever set, so no banner is needed.
 */
import { type ReactNode, Suspense, lazy, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { legalHref } from "~/config/pages";
import {
  type ConsentChoice,
  type CookieConsent,
  readConsent,
  writeConsent,
} from "./cookie-consent";
import { COOKIE_TEXTS as T } from "./texts";
import { useHydrated } from "./use-hydrated";

// The banner and the dialog are code a visitor needs only while they are shown.
const CookieBannerPanel = lazy(() =>
  import("./cookie-consent-panels").then((m) => ({ default: m.CookieBannerPanel })),
);
const CookieSettingsDialog = lazy(() =>
  import("./cookie-consent-panels").then((m) => ({ default: m.CookieSettingsDialog })),
);

interface CookieConsentState {
  /** undefined until read in the browser; null when none (or none valid) is stored. */
  consent: CookieConsent | null | undefined;
  dialogOpen: boolean;
}

/**
 * The consent state lives in a small store outside React context: reading it after hydration
 * re-renders only the banner, the footer control and the dialog. A context change would reach
 * every part of the page, and React would throw away the server HTML of a deferred form that
 * has not loaded yet (components/deferred.tsx).
 */
const SERVER_STATE: CookieConsentState = { consent: undefined, dialogOpen: false };
let state: CookieConsentState | undefined;
const listeners = new Set<() => void>();

function getState(): CookieConsentState {
  state ??= { consent: readConsent(window.localStorage), dialogOpen: false };
  return state;
}

function setState(next: Partial<CookieConsentState>) {
  state = { ...getState(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const save = (choice: ConsentChoice) =>
  setState({ consent: writeConsent(window.localStorage, choice) });
const openSettings = () => setState({ dialogOpen: true });
const closeSettings = () => setState({ dialogOpen: false });

const getServerState = () => SERVER_STATE;

/** The stored state, read once the page has hydrated (with the other enhancements, use-hydrated.ts). */
function useConsentState(): CookieConsentState {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getState : getServerState, getServerState);
}

export function useCookieConsent() {
  const { consent } = useConsentState();
  return { consent, save, openSettings };
}

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
