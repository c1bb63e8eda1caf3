import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xxl,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  alignItems: "start",
});

export const details = style({ display: "grid", gap: vars.space.md, margin: 0 });

export const detail = style({ margin: 0 });

export const term = style({ fontWeight: 700, color: vars.color.primary });

export const address = style({ fontStyle: "normal" });

export const socialList = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.xs,
});

export const promise = style({
  margin: `${vars.space.lg} 0 0`,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.success}`,
  background: vars.color.surface,
  fontWeight: 600,
});

export const formPanel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
});

globalStyle(`${details} dd`, { margin: 0 });
