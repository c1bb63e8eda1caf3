import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Lined up under the section's heading, in the page's content column. */
export const wrapper = style({ maxWidth: vars.width.prose });
export const grid = style({
  display: "grid",
  gap: `0 ${vars.space.lg}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
});
export const heading = style({ color: vars.color.primary });
export const steps = style({ paddingLeft: vars.space.lg, display: "grid", gap: vars.space.md });
export const homeLink = style({
  display: "inline-block",
  background: vars.color.primary,
  color: vars.color.primaryText,
  padding: `${vars.space.smPlus} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: 700,
  textDecoration: "none",
  minHeight: "44px",
});

/** What registering agrees to, in plain words, beside the button. */
export const consent = style({ maxWidth: vars.width.prose, margin: `${vars.space.md} 0` });
