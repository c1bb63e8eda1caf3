import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { footer } from "./footer.css";
import { header } from "./nav.css";
import { COOKIE_BANNER_MARGIN_PX, COOKIE_BANNER_VAR } from "./frame-ids";

/**
 * The cookie banner sets this to its height and a margin while it is open (the early banner's
 * script, then the panel: cookie-banner-early.server.tsx, cookie-consent-panels.tsx).
 */
export { COOKIE_BANNER_MARGIN_PX, COOKIE_BANNER_VAR };

// Whatever gets focus or is scrolled to (anchors, the error summary, a confirmation heading)
// lands below the sticky header (4rem, nav.css.ts) and above the open cookie banner.
globalStyle("html", {
  scrollPaddingTop: vars.space.stickyHeader,
  scrollPaddingBottom: `var(${COOKIE_BANNER_VAR}, 0px)`,
});
// Room to scroll the end of the page (the footer's links) out from under the open banner.
globalStyle("body", { paddingBottom: `var(${COOKIE_BANNER_VAR}, 0px)` });

/**
 * The one <main>: focusable so the skip link moves focus into it. A container, not a control,
 * so it shows no focus ring (GOV.UK does the same); its first link is one Tab away.
 */
export const main = style({
  selectors: { "&:focus, &:focus-visible": { outline: "none" } },
});

/**
 * A public page is first drawn once it is parsed up to its footer. A busy phone or a slow
 * connection would otherwise paint half the navigation or a half-parsed centred heading, and the
 * rest arriving would move it (layout shift). `<link rel="expect" blocking="render">` says the
 * same, but the Nu HTML Checker does not accept it yet; a browser without `:has` draws at once.
 */
globalStyle(`body:has(> ${header}):not(:has(> ${footer})) > *`, { visibility: "hidden" });

export const skipLinks = style({ position: "absolute", top: 0, left: 0, zIndex: 200 });

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.background,
  color: vars.color.primary,
  fontWeight: 700,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  whiteSpace: "nowrap",
  // Off screen until focused (visible on focus, WCAG 2.4.1 / 2.4.7).
  transform: "translateY(-200%)",
  ":focus": { transform: "none" },
});

export const page = style({
  maxWidth: vars.width.prose,
  margin: "0 auto",
  padding: `${vars.space.section} ${vars.space.md}`,
  textAlign: "center",
});

export const pageTitle = style({
  fontSize: "clamp(1.8rem, 4vw, 2.6rem)",
  color: vars.color.primary,
  margin: `0 0 ${vars.space.md}`,
});
export const pageText = style({
  fontSize: "1.15rem",
  color: vars.color.muted,
  margin: `0 0 ${vars.space.lg}`,
});

export const homeLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  textDecoration: "none",
  ":hover": { background: vars.color.primaryHover },
});
