import { globalStyle, style } from "@vanilla-extract/css";
import { button as uiButton } from "~/components/ui/button.css";
import { breakpoints, vars } from "~/styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: "-10000px",
  top: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.background,
  color: vars.color.primary,
  zIndex: 10,
  ":focus": { left: vars.space.sm },
});
export const header = style({
  position: "relative",
  background: vars.color.primary,
  color: vars.color.primaryText,
});
/** On navy every focus ring is white (the theme's blue measures about 2.3:1 there). */
globalStyle(`${header} :focus-visible`, { outlineColor: vars.color.onDarkFocus });

/** Wide: the links in the bar; narrower: the Menu. The one switch, so exactly one shows. */
const wide = breakpoints.desktopNav;

export const headerInner = style({
  maxWidth: vars.width.wide,
  margin: "0 auto",
  // One line (the height of the Logout button), so lists start high up.
  padding: `${vars.space.xs} ${vars.space.lg}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: `${vars.space.xs} ${vars.space.md}`,
  "@media": { [breakpoints.phone]: { padding: `${vars.space.xs} ${vars.space.md}` } },
});
export const brand = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.sm,
});
export const siteLink = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});
export const heading = style({ margin: 0, fontSize: "1.25rem", fontWeight: 700 });

export const bar = style({
  display: "none",
  "@media": {
    [wide]: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "space-between",
      gap: `${vars.space.xs} ${vars.space.md}`,
      flex: "1 1 auto",
      // Nine pages and the account's links beside the firm's name on one line at 1366.
      fontSize: "0.875rem",
    },
  },
});
export const links = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.sm}`,
});
export const navLink = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: "none",
  textUnderlineOffset: "0.2em",
  ":hover": { textDecoration: "underline" },
  // The page being shown: underlined, as well as announced (aria-current).
  selectors: {
    '&[aria-current="page"]': { textDecoration: "underline", textDecorationThickness: "2px" },
  },
});
export const account = style({
  display: "flex",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.sm}`,
  flexWrap: "wrap",
});
export const email = style({ fontSize: "0.9rem" });
/** Logout, on the navy header: the UI kit's outlined button for dark backgrounds. */
export const logout = uiButton({ tone: "outlineOnDark" });

export const menu = style({ "@media": { [wide]: { display: "none" } } });
export const menuButton = style([
  uiButton({ tone: "outlineOnDark" }),
  {
    listStyle: "none",
    gap: vars.space.xs,
    selectors: { "&::-webkit-details-marker": { display: "none" } },
  },
]);
/** The open menu: a navy panel the width of the header, just below it, over the page. */
export const menuPanel = style({
  position: "absolute",
  zIndex: 40,
  left: 0,
  right: 0,
  top: "100%",
  display: "grid",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  "@media": {
    [breakpoints.phone]: { padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}` },
  },
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderTop: `1px solid ${vars.color.onDarkBorder}`,
  boxShadow: vars.shadow.md,
});
globalStyle(`${menuPanel} ${links}, ${menuPanel} ${account}`, {
  flexDirection: "column",
  alignItems: "flex-start",
});
export const main = style({
  // The CRM's lists use the width of the screen; forms keep their own narrower measure.
  maxWidth: vars.width.wide,
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  // Inherited: a long name, address or word in any record wraps rather than widening the page.
  overflowWrap: "anywhere",
  "@media": { [breakpoints.phone]: { padding: vars.space.md } },
});
/**
 * 'Loading...' floats at the top of the screen while it shows, so the region reserves no line
 * above every page (it stays in the document, empty, so screen readers announce it).
 */
export const loading = style({
  position: "fixed",
  top: vars.space.sm,
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 50,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  pointerEvents: "none",
  selectors: { "&:empty": { padding: 0, boxShadow: "none" } },
});

/** Admins: the one-line "needs attention" banner at the top of every CRM page. */
export const attention = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
  overflowWrap: "anywhere",
});
export const attentionLink = style({ color: vars.color.primary, textDecoration: "underline" });
