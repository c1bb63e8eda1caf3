/**
 * The cookie consent record (SPEC.md section 3): {essential: true, analytics, functional,
 * timestamp}, stored in the browser's localStorage under `cookieConsent`. Pure functions, so the
 * rules are tested without a browser; the banner and dialog call them.
 */
export const CONSENT_STORAGE_KEY = "cookieConsent";

export interface CookieConsent {
  essential: true;
  analytics: boolean;
  functional: boolean;
  /** ISO 8601. */
  timestamp: string;
}

export interface ConsentChoice {
  analytics: boolean;
  functional: boolean;
}

export const ACCEPT_ALL: ConsentChoice = { analytics: true, functional: true };
/** Essential only: also what "Reset to Defaults" restores. */
export const ESSENTIAL_ONLY: ConsentChoice = { analytics: false, functional: false };

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

/** A stored record, or null when it is missing, unparseable or of the wrong shape. */
export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { essential, analytics, functional, timestamp } = value as Record<string, unknown>;
  if (essential !== true || typeof analytics !== "boolean" || typeof functional !== "boolean")
    return null;
  if (typeof timestamp !== "string" || Number.isNaN(Date.parse(timestamp))) return null;
  return { essential: true, analytics, functional, timestamp };
}

export function createConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  return {
    essential: true,
    analytics: choice.analytics,
    functional: choice.functional,
    timestamp: now.toISOString(),
  };
}

/** Reads the stored consent; storage that throws (privacy modes) counts as none. */
export function readConsent(storage: ReadableStorage): CookieConsent | null {
  try {
    return parseConsent(storage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice with a fresh timestamp and returns the record (also when storage fails). */
export function writeConsent(
  storage: WritableStorage,
  choice: ConsentChoice,
  now: Date = new Date(),
): CookieConsent {
  const consent = createConsent(choice, now);
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage full or blocked: the choice still applies for this page view.
  }
  return consent;
}

/** 'Last updated' as an en-GB date and time, e.g. "21/11/2026, 10:05:00". */
export function formatConsentDate(timestamp: string, timeZone?: string): string {
  return new Date(timestamp).toLocaleString("en-GB", timeZone ? { timeZone } : undefined);
}
