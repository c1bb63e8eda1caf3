import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const report = style({ marginBlock: vars.space.lg });
/** Wide enough for a report's columns at their names' width; past that, it scrolls. */
export const tableRegion = style({ overflowX: "auto" });
/** The SVG scales to the width it has (viewBox), so it never pushes the page sideways. */
export const chart = style({ width: "100%", maxWidth: "40rem" });
