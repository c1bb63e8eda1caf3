import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const footer = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const inner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.xxl} ${vars.space.gutter} ${vars.space.lg}`,
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
});

export const brandName = style({
  fontSize: "1.2rem",
  fontWeight: 800,
  margin: `0 0 ${vars.space.sm}`,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
});
export const tagline = style({ margin: 0, opacity: 0.95 });

export const heading = style({
  fontSize: "1rem",
  margin: `0 0 ${vars.space.sm}`,
  letterSpacing: "0.02em",
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.primaryText,
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  display: "inline-block",
  paddingBlock: "2px",
  ":hover": { textDecorationThickness: "2px" },
  ":focus-visible": { outlineColor: vars.color.onDarkFocus },
});

export const settingsButton = style({
  font: "inherit",
  color: vars.color.primaryText,
  background: "transparent",
  border: 0,
  padding: "2px 0",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  cursor: "pointer",
  ":focus-visible": { outlineColor: vars.color.onDarkFocus },
});

export const bottom = style({
  borderTop: `1px solid ${vars.color.onDarkBorder}`,
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.gutter}`,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.md,
  fontSize: "0.95rem",
});

export const copyright = style({ margin: 0 });
