/** The Mail page. */
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The Mail page's template preview: the HTML part in a sandboxed frame, the text part as sent. */
export const mailFrame = style({
  display: "block",
  width: "100%",
  height: "36rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const mailText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
