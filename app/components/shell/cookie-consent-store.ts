/**
 * The visitor's cookie consent as a store React reads (useSyncExternalStore): shared by the always
 * loaded banner/footer controls (cookie-consent-ui.tsx) and the lazily loaded panels
 * (cookie-consent-panels.tsx), so neither imports the other.
 */
import { useSyncExternalStore } from "react";
import {
  type ConsentChoice,
  type CookieConsent,
  readConsent,
  writeConsent,
} from "./cookie-consent";
import { CONSENT_CHOSEN_EVENT } from "./cookie-banner-early";
import { useHydrated } from "./use-hydrated";

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
/**
 * Keeps (or, without analytics, forgets) this visit's landing page: loaded after hydration, still
 * on the page the visit began with, so the home page's first load does not carry it.
 */
const keepFirstTouch = () => void import("./first-touch").then((m) => m.readFirstTouch());

const SERVER_STATE: CookieConsentState = { consent: undefined, dialogOpen: false };
let state: CookieConsentState | undefined;
const listeners = new Set<() => void>();

function getState(): CookieConsentState {
  if (!state) {
    state = { consent: readConsent(window.localStorage), dialogOpen: false };
    // Keeps (or, without analytics, forgets) this visit's landing page while it is still known.
    keepFirstTouch();
    // A choice made in the server-drawn banner, before or after hydration.
    window.addEventListener(CONSENT_CHOSEN_EVENT, () => {
      setState({ consent: readConsent(window.localStorage) });
      keepFirstTouch();
    });
  }
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

const save = (choice: ConsentChoice) => {
  setState({ consent: writeConsent(window.localStorage, choice) });
  keepFirstTouch();
};
export const openSettings = () => setState({ dialogOpen: true });
export const closeSettings = () => setState({ dialogOpen: false });

const getServerState = () => SERVER_STATE;

/** The stored state, read once the page has hydrated (with the other enhancements, use-hydrated.ts). */
export function useConsentState(): CookieConsentState {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getState : getServerState, getServerState);
}

export function useCookieConsent() {
  const { consent } = useConsentState();
  return { consent, save, openSettings };
}
