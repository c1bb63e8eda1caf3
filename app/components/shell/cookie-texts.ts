/** Words of the cookie banner and dialog (SPEC.md section 2: Cookie banner and dialog). */
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
  essential: {
    label: "Essential cookies",
    hint: "Required for the site to work. They cannot be turned off.",
  },
  analytics: { label: "Analytics cookies", hint: "Help us understand how visitors use the site." },
  functional: { label: "Functional cookies", hint: "Remember your choices and preferences." },
} as const;
