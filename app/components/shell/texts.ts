/** The site frame's words: the cookie banner and dialog, the footer, the skip links, the error page. */

/** The cookie banner and dialog (SPEC.md section 2: Cookie banner and dialog). */
export const COOKIE_TEXTS = {
  bannerLabel: "Cookie consent",
  bannerTitle: "We value your privacy",
  bannerText:
    "We use essential cookies to make this site work. With your consent we would also use analytics cookies to understand how the site is used, and functional cookies to remember your preferences.",
  policyLink: "Read our Cookie Policy",
  acceptAll: "Accept All",
  essentialOnly: "Essential Only",
  cookieSettings: "Cookie Settings",
  cancel: "Cancel",
  saveSettings: "Save Settings",
  dialogTitle: "Cookie Settings",
  dialogText:
    "Choose which cookies we may use. Essential cookies are always on because the site cannot work without them.",
  resetToDefaults: "Reset to Defaults",
  savePreferences: "Save Preferences",
  lastUpdated: "Last updated",
  categories: "Cookie categories",
  essential: {
    label: "Essential cookies",
    hint: "Required for the site to work. They cannot be turned off.",
  },
  analytics: { label: "Analytics cookies", hint: "Help us understand how visitors use the site." },
  functional: { label: "Functional cookies", hint: "Remember your choices and preferences." },
} as const;

/** The footer's headings and its last lines. */
export const FOOTER_TEXTS = {
  sectors: "Sectors",
  company: "Company",
  legal: "Legal",
  followUs: "Follow us",
  allRightsReserved: "All rights reserved.",
  registeredIn: "Registered in",
} as const;

export const SKIP_LINK_TEXTS = {
  main: "Skip to main content",
  navigation: "Skip to navigation",
  footer: "Skip to footer",
} as const;

/**
 * The page for unknown paths (SPEC.md section 2; its heading is the spec's), for requests refused
 * with a reason and for unexpected errors. Words a visitor can act on, not SPEC.md's developer
 * text about the router (decision 007).
 */
export const ERROR_PAGE_TEXTS = {
  notFoundTitle: "404 Page Not Found",
  notFoundText:
    "Sorry, we can't find the page you're looking for. It may have moved, or the address may be mistyped.",
  errorTitle: "Something went wrong",
  errorText: "Sorry, we could not show this page. Please try again in a moment.",
  badRequestTitle: "We could not accept that request",
  returnHome: "Return to Home",
} as const;
