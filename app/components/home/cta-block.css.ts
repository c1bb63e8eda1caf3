import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const MIN_HEIGHT = "24rem"; // the skeleton keeps the block's space while content loads

export const block = style({ minHeight: MIN_HEIGHT });

export const centered = style([
  block,
  { textAlign: "center", maxWidth: vars.width.prose, margin: "0 auto" },
]);
globalStyle(`${centered} > div:last-child`, { justifyContent: "center" });

export const subtitle = style({
  fontWeight: 700,
  color: vars.color.accent,
  margin: `0 0 ${vars.space.sm}`,
});
export const description = style({
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.muted,
  fontSize: "1.05rem",
});

export const split = style([
  block,
  {
    display: "grid",
    gap: vars.space.xl,
    alignItems: "center",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  },
]);

export const checklistCard = style({
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
});
export const checklistTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: "1.2rem",
  color: vars.color.primary,
});

export const defaultCard = style([
  block,
  {
    background: vars.color.background,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    padding: `clamp(${vars.space.lg}, 4vw, ${vars.space.xxl})`,
    boxShadow: vars.shadow.md,
    border: `1px solid ${vars.color.border}`,
  },
]);
export const featureGrid = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.xl}`,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});
export const feature = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  fontWeight: 600,
  borderLeft: `4px solid ${vars.color.accent}`,
});
export const benefitList = style({ margin: `0 0 ${vars.space.xl}` });

export const skeleton = style([
  block,
  {
    display: "grid",
    gap: vars.space.md,
    alignContent: "start",
    maxWidth: vars.width.prose,
    margin: "0 auto",
  },
]);

export const writeInstead = style({ margin: `${vars.space.md} 0 0` });
