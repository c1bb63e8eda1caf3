/**
 * The public frame's names and numbers that its React components and its islands (app/islands/)
 * both need, in a module with no imports: an island must not pull React in.
 */
export const EARLY_BANNER_ID = "cookie-banner-early";
export const WRAPPER_ID = "cookie-banner-early-wrapper";
/** Dispatched on window when the early banner has stored a choice. */
export const CONSENT_CHOSEN_EVENT = "cookie-consent-chosen";
/** The public frame's <main> (site-frame.tsx), where focus goes once a choice is made. */
export const MAIN_CONTENT_ID = "main-content";
/** Set on the early banner when "Cookie Settings" was pressed before the panel had loaded. */
export const SETTINGS_ASKED_ATTRIBUTE = "data-settings-asked";
/** The room kept below the page while the cookie banner is open (shell.css.ts). */
export const COOKIE_BANNER_VAR = "--cookie-banner-height";
export const COOKIE_BANNER_MARGIN_PX = 32;
/** Past this many pixels of scroll the bar turns white (SPEC.md section 2). */
export const NAV_SCROLL_THRESHOLD = 10;
