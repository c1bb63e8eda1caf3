import { globalStyle, style } from "@vanilla-extract/css";
import { button as uiButton } from "~/components/ui/button.css";
import {
  control as kitControl,
  field as kitField,
  label as kitLabel,
} from "~/components/ui/field.css";
import { panel } from "~/components/ui/panel.css";
import { vars } from "~/styles/theme.css";

export const field = style([kitField, { marginBottom: vars.space.md }]);
export const label = kitLabel();
export const hint = style({ color: vars.color.muted, fontSize: "0.9rem" });
/**
 * Room above a control for its label (and hint) when it is scrolled to or focused: the page's
 * scroll-padding keeps the control below the sticky header; this keeps its label there too.
 * The field frame sets it from what stands above the control (fields.tsx).
 */
export const LEAD_VAR = "--field-lead";
const leadRoom = { scrollMarginTop: `var(${LEAD_VAR}, calc(${vars.space.xl} + ${vars.space.sm}))` };
export const control = style([kitControl({ size: "lg" }), leadRoom]);
export const textarea = style([kitControl({ size: "lg", multiline: true }), leadRoom]);
export const error = style({
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: "0.95rem",
  margin: 0,
});
export const summary = style([
  panel({ tone: "danger" }),
  { marginBottom: vars.space.lg, ":focus": { outline: `3px solid ${vars.color.focus}` } },
]);
export const summaryTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: "1.15rem",
  color: vars.color.danger,
});
export const summaryList = style({ margin: 0, paddingLeft: vars.space.lg });
export const summaryLink = style({ color: vars.color.danger, fontWeight: 600 });
export const submit = uiButton({ tone: "primary", size: "lg" });
/** Off-screen but present in the DOM, so bots fill it and people never meet it. */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  top: "auto",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});
export const formMessage = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  marginBottom: vars.space.md,
});
export const formMessageError = style([
  formMessage,
  { border: `2px solid ${vars.color.danger}`, color: vars.color.danger },
]);
export const formMessageSuccess = style([
  formMessage,
  { border: `2px solid ${vars.color.success}`, color: vars.color.success },
]);
export const checkboxField = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});
/** 24 px: a target large enough to hit (WCAG 2.5.8), lined up with the label's first line. */
export const checkbox = style({
  width: "24px",
  height: "24px",
  margin: "1px 0 0",
  flexShrink: 0,
  accentColor: vars.color.primary,
});

/** The confirmation panel that replaces a form after success (confirmation-panel.tsx). */
export const confirmation = style([
  panel({ tone: "success", padding: "lg" }),
  { color: vars.color.text, marginBottom: vars.space.md },
]);
export const confirmationTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.h3,
  color: vars.color.success,
});
export const confirmationText = style({ margin: `0 0 ${vars.space.md}` });
export const sentList = style({
  margin: `0 0 ${vars.space.md}`,
  display: "grid",
  gap: vars.space.xs,
});
export const sentItem = style({ display: "flex", flexWrap: "wrap", gap: `0 ${vars.space.sm}` });
globalStyle(`${sentItem} > dt`, { fontWeight: 700 });
globalStyle(`${sentItem} > dt::after`, { content: '":"' });
globalStyle(`${sentItem} > dd`, { margin: 0, overflowWrap: "anywhere" });
export const confirmationLinks = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
});
export const againLink = style({
  color: vars.color.primary,
  fontWeight: 700,
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
});
