import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "~/styles/theme.css";

export const report = style({ marginBlock: vars.space.lg });
/** Wide enough for a report's columns at their names' width; past that, it scrolls. */
export const tableRegion = style({ overflowX: "auto" });
/**
 * The SVG scales to the width it has (viewBox), so it never pushes the page sideways. The wide
 * drawing shows on a wide screen, the narrow one (drawn at a phone's width, so its text keeps
 * its size) on a narrow one.
 */
export const chart = style({
  width: "100%",
  maxWidth: "40rem",
  "@media": { [breakpoints.narrow]: { display: "none" } },
});
export const narrowChart = style({
  display: "none",
  width: "100%",
  // Past this the narrow drawing's text would grow too large.
  maxWidth: "28rem",
  "@media": { [breakpoints.narrow]: { display: "block" } },
});
/** The period form and the dates form, side by side where they fit. */
export const rangeForms = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.lg,
});
export const datesForm = style({ border: 0, margin: 0, padding: 0 });
