import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const skipLinks = style({ position: "absolute", top: 0, left: 0, zIndex: 200 });

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.background,
  color: vars.color.primary,
  fontWeight: 700,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  whiteSpace: "nowrap",
  // Off screen until focused (visible on focus, WCAG 2.4.1 / 2.4.7).
  transform: "translateY(-200%)",
  ":focus": { transform: "none" },
});

export const page = style({
  maxWidth: vars.width.prose,
  margin: "0 auto",
  padding: `${vars.space.section} ${vars.space.md}`,
  textAlign: "center",
});

export const pageTitle = style({
  fontSize: "clamp(1.8rem, 4vw, 2.6rem)",
  color: vars.color.primary,
  margin: `0 0 ${vars.space.md}`,
});
export const pageText = style({
  fontSize: "1.15rem",
  color: vars.color.muted,
  margin: `0 0 ${vars.space.lg}`,
});

export const homeLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  textDecoration: "none",
  ":hover": { background: vars.color.primaryHover },
});
