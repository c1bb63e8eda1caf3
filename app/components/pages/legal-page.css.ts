import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const wrapper = style({
  background: vars.color.surface,
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

/** The centred card holding the numbered sections. */
export const legalCard = style({
  maxWidth: "52rem",
  margin: "0 auto",
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: `clamp(${vars.space.md}, 4vw, ${vars.space.xxl})`,
  // Long addresses (email, URLs) wrap instead of widening the page on small screens.
  overflowWrap: "anywhere",
});

export const title = style({
  fontSize: "clamp(2rem, 3vw + 1rem, 2.75rem)",
  lineHeight: 1.15,
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.primary,
});

export const updated = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.muted });

export const sectionTitle = style({
  fontSize: "1.35rem",
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  color: vars.color.primary,
});

globalStyle(`${legalCard} ul`, { paddingLeft: vars.space.lg });
globalStyle(`${legalCard} li`, { marginBottom: vars.space.xs });
