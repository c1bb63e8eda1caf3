import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * The carousel's buttons (tag filter, previous/next, dots). They exist only once JavaScript runs,
 * so their styles load with their code (./carousel-enhancement.tsx), not with the page.
 */
export const filterButton = style({
  font: "inherit",
  fontWeight: 600,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.background,
  color: vars.color.primary,
  cursor: "pointer",
  flexShrink: 0,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const arrow = style({
  font: "inherit",
  fontSize: "1.25rem",
  width: "44px",
  height: "44px",
  borderRadius: "50%",
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.background,
  color: vars.color.primary,
  cursor: "pointer",
  ":hover": { background: vars.color.surface },
});

export const dots = style({ display: "flex", gap: 0, listStyle: "none", padding: 0, margin: 0 });
export const dot = style({
  width: "28px",
  height: "44px",
  border: "none",
  background: "transparent",
  cursor: "pointer",
  display: "grid",
  placeItems: "center",
  padding: 0,
  "::before": {
    content: "",
    width: "12px",
    height: "12px",
    borderRadius: "50%",
    border: `2px solid ${vars.color.primary}`,
    background: vars.color.background,
  },
  selectors: { '&[aria-current="true"]::before': { background: vars.color.primary } },
});
