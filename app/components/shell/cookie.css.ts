import { style } from "@vanilla-extract/css";
import { button as uiButton } from "~/components/ui/button.css";
import { vars } from "~/styles/theme.css";

export const banner = style({
  position: "fixed",
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  // Under the sticky header (50), so an open mobile menu covers the banner rather than the reverse.
  zIndex: 40,
  maxWidth: "48rem",
  margin: "0 auto",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
});

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: "1.2rem",
  color: vars.color.primary,
});
export const text = style({ margin: `0 0 ${vars.space.md}` });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const primaryButton = uiButton({ tone: "primary" });
export const secondaryButton = uiButton({ tone: "secondary" });

export const options = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const option = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `0 ${vars.space.sm}`,
  alignItems: "start",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const checkbox = style({
  width: "1.25rem",
  height: "1.25rem",
  marginTop: vars.space.xs,
  accentColor: vars.color.primary,
});
export const optionLabel = style({ fontWeight: 700 });
export const optionHint = style({
  gridColumn: "2",
  color: vars.color.muted,
  fontSize: "0.9rem",
  margin: 0,
});

export const dialog = style({
  width: "min(36rem, calc(100vw - 2rem))",
  maxHeight: "calc(100vh - 2rem)",
  border: 0,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
  color: vars.color.text,
  selectors: { "&::backdrop": { background: vars.color.backdrop } },
});

export const lastUpdated = style({
  color: vars.color.muted,
  fontSize: "0.9rem",
  margin: `${vars.space.md} 0 0`,
});
