import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * The one content column: every section, the navigation bar and the footer line their
 * content up on it, so edges match from the top of a page to the bottom.
 */
export const container = style({
  width: "100%",
  maxWidth: vars.width.content,
  marginInline: "auto",
  paddingInline: vars.space.gutter,
});
