import { globalStyle, style } from "@vanilla-extract/css";
import { container } from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";

export const section = style({
  background: vars.color.surface,
  padding: `${vars.space.section} 0`,
  scrollMarginTop: vars.space.stickyHeader,
});
export const inner = style([
  container,
  {
    display: "grid",
    gap: vars.space.xl,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
    alignItems: "start",
  },
]);
export const badge = style({
  display: "inline-block",
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontWeight: 700,
  fontSize: "0.9rem",
});
export const headline = style({
  color: vars.color.primary,
  fontSize: "clamp(1.6rem, 3vw, 2.2rem)",
  margin: `${vars.space.md} 0`,
});
export const benefits = style({ paddingLeft: vars.space.lg, margin: 0 });
export const card = style({
  background: vars.color.background,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: vars.shadow.md,
});
/*
 * The confirm and unsubscribe pages' card sits straight in the section (no container): kept off
 * the screen's edges on a phone by the same gutter as the pages' containers.
 */
globalStyle(`${section} > ${card}`, {
  width: `calc(100% - 2 * ${vars.space.gutter})`,
  boxSizing: "border-box",
});
export const note = style({ color: vars.color.muted, fontSize: "0.9rem", marginBottom: 0 });
