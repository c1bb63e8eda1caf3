import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({
  minHeight: "100vh",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.lg,
  background: vars.color.surface,
});
export const card = style({
  width: "100%",
  maxWidth: "26rem",
  background: vars.color.background,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
});
export const siteName = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });
export const title = style({
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  color: vars.color.primary,
  fontSize: "1.75rem",
});
export const notice = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
});
/** Who signs in here, under the spec's "Admin Login" heading. */
export const lead = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  color: vars.color.text,
});
/** Why the browser is back at the sign-in (its session ended elsewhere). */
export const ended = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const submit = style({ width: "100%" });
export const back = style({
  display: "inline-block",
  marginTop: vars.space.lg,
  color: vars.color.primary,
});
