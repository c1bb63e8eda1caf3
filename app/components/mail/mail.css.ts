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
  // Without script the frame cannot be sized to the mail: the page draws it in place instead.
  "@media": { "(scripting: none)": { display: "none" } },
});

/** The HTML part drawn in place (a shadow root keeps the mail's styles and the page's apart). */
export const mailBlock = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
});

export const mailText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
