import { style } from "@vanilla-extract/css";
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
export const header = style({ background: vars.color.primary, color: vars.color.primaryText });
export const headerInner = style({
  maxWidth: vars.width.wide,
  margin: "0 auto",
  // One line on a wide screen (the height of the Logout button), so lists start high up.
  padding: `${vars.space.xs} ${vars.space.lg}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
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
export const account = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
});
export const email = style({ fontSize: "0.95rem" });
/** Logout, on the navy header: the UI kit's outlined button for dark backgrounds. */
export const logout = uiButton({ tone: "outlineOnDark" });
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
