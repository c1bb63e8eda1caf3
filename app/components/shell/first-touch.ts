/**
 * The first page of a visit and the site that sent the visitor there, carried to a form sent a
 * few pages later. Kept in sessionStorage (gone when the tab closes) and only while the visitor
 * allows analytics (docs/decisions/061-analytics-consent.md); otherwise each form says what its
 * own page knows. Small on purpose: it is part of every page's first load.
 */
import { readConsent } from "./cookie-consent";

export const FIRST_TOUCH_KEY = "firstTouch";

export interface FirstTouch {
  landingPage: string;
  referrer: string | null;
}

const CAMPAIGN_KEY = /^(utm_(source|medium|campaign|term|content)|gclid|fbclid|msclkid)$/;

/** A page's path with only its campaign parameters (click ids as "1": their values are never kept). */
export function campaignOnly(pathname: string, search: string): string {
  const kept = new URLSearchParams();
  new URLSearchParams(search).forEach((value, key) => {
    if (CAMPAIGN_KEY.test(key)) kept.set(key, key.startsWith("utm_") ? value : "1");
  });
  const query = kept.toString();
  return pathname + (query ? `?${query}` : "");
}

function externalHost(referrer: string): string | null {
  try {
    const host = new URL(referrer).hostname;
    return host && host !== window.location.hostname ? host : null;
  } catch {
    return null;
  }
}

/** The page this script first ran on: the landing page of this visit (memory only). */
const landing: FirstTouch | null =
  typeof window === "undefined"
    ? null
    : {
        landingPage: campaignOnly(window.location.pathname, window.location.search),
        referrer: externalHost(document.referrer),
      };

/** With analytics allowed: the visit's first touch, stored on first call. Else null, none kept. */
export function readFirstTouch(): FirstTouch | null {
  try {
    if (!readConsent(window.localStorage)?.analytics) {
      window.sessionStorage.removeItem(FIRST_TOUCH_KEY);
      return null;
    }
    const stored = window.sessionStorage.getItem(FIRST_TOUCH_KEY);
    if (stored) return JSON.parse(stored) as FirstTouch;
    if (landing) window.sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(landing));
    return landing;
  } catch {
    return null;
  }
}
