import { globalStyle, style } from "@vanilla-extract/css";
import { button as uiButton } from "~/components/ui/button.css";
import { breakpoints, vars } from "~/styles/theme.css";

const desktop = breakpoints.desktopNav;

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 50,
  background: vars.color.primary,
  color: vars.color.primaryText,
  transition: "background-color 200ms ease, box-shadow 200ms ease, color 200ms ease",
  selectors: {
    '&[data-scrolled="true"]': {
      background: vars.color.background,
      color: vars.color.primary,
      boxShadow: vars.shadow.md,
    },
  },
});

export const bar = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.gutter}`,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "4rem",
});

export const brand = style({
  color: "inherit",
  fontWeight: 800,
  fontSize: "1.15rem",
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
});

export const brandMark = style({ display: "block", flexShrink: 0, width: "2rem", height: "2rem" });

export const desktopNav = style({
  display: "none",
  "@media": { [desktop]: { display: "flex", alignItems: "center", gap: vars.space.xs } },
});

export const mobileNav = style({
  "@media": { [desktop]: { display: "none" } },
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
});

export const link = style({
  color: "inherit",
  textDecoration: "none",
  fontWeight: 600,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  borderBottom: "3px solid transparent",
  ":hover": { textDecoration: "underline" },
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: "currentColor" },
  },
});

export const dropdown = style({ position: "relative" });

export const summary = style([
  link,
  {
    cursor: "pointer",
    listStyle: "none",
    gap: vars.space.xs,
    selectors: {
      "&::-webkit-details-marker": { display: "none" },
      '&[data-active="true"]': { borderBottomColor: "currentColor" },
    },
  },
]);

export const caret = style({
  display: "inline-block",
  transition: "transform 150ms ease",
  selectors: { "details[open] > summary > &": { transform: "rotate(180deg)" } },
});

export const panel = style({
  position: "absolute",
  top: "calc(100% + 4px)",
  left: 0,
  width: "22rem",
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  margin: 0,
  listStyle: "none",
});

export const sectorLink = style({
  display: "flex",
  flexDirection: "column",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  textDecoration: "none",
  color: vars.color.text,
  ":hover": { background: vars.color.surface },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surface,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    },
  },
});

export const sectorLabel = style({ fontWeight: 700, color: vars.color.primary });
export const sectorDescription = style({ fontSize: "0.9rem", color: vars.color.muted });

/** DentalIQ in the header: an outline in the header's colour (white on navy, navy once scrolled). */
const dentalLink = {
  gap: vars.space.xs,
  selectors: { '&[aria-current="page"]': { boxShadow: "inset 0 -3px 0 currentColor" } },
};
export const dentalButton = style([
  uiButton({ tone: "outlineCurrent", shape: "pill" }),
  dentalLink,
]);

export const badge = style({
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.pill,
  fontSize: "0.7rem",
  fontWeight: 800,
  letterSpacing: "0.05em",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
});

export const cta = style([uiButton({ tone: "accent", shape: "pill" }), { whiteSpace: "nowrap" }]);

export const menuSummary = style([
  uiButton({ tone: "outlineCurrent" }),
  {
    listStyle: "none",
    gap: vars.space.xs,
    selectors: { "&::-webkit-details-marker": { display: "none" } },
  },
]);

export const menuPanel = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  maxHeight: "calc(100vh - 4rem)",
  overflowY: "auto",
});

export const menuList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});

export const menuLink = style([link, { color: vars.color.primary, width: "100%" }]);
export const menuSectorsSummary = style([
  summary,
  { color: vars.color.primary, width: "100%", justifyContent: "space-between" },
]);
export const menuSectorList = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 0 ${vars.space.md}`,
});
export const menuActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
/** In the white mobile menu: navy on white. */
export const menuDental = style([uiButton({ tone: "secondary", shape: "pill" }), dentalLink]);

// Focus rings against their own background (WCAG 2.4.7, 1.4.11: at least 3:1): the focus blue on
// white (the scrolled bar, the Sectors panel, the mobile menu), white on the primary-coloured bar.
globalStyle(`${header} :focus-visible`, { outlineColor: vars.color.focus });
globalStyle(`${header}:not([data-scrolled="true"]) ${bar} :focus-visible`, {
  outlineColor: vars.color.onDarkFocus,
});
// Declared after the bar's rule with the same specificity, so the white panels win.
globalStyle(
  `${header}:not([data-scrolled="true"]) ${panel} :focus-visible, ${header}:not([data-scrolled="true"]) ${menuPanel} :focus-visible`,
  { outlineColor: vars.color.focus },
);
