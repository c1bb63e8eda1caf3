import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const step = style({ fontSize: "1.1rem", margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const qr = style({ display: "block", maxWidth: "100%", height: "auto" });
/** The set-up key wraps anywhere: it must never make a narrow screen scroll sideways. */
export const secret = style({
  overflowWrap: "anywhere",
  fontSize: "1.1rem",
  letterSpacing: "0.05em",
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
export const codes = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))",
  gap: vars.space.sm,
  fontSize: "1.1rem",
});
export const continueLink = style({
  display: "block",
  textAlign: "center",
  textDecoration: "none",
  boxSizing: "border-box",
});
export const linkButton = style({
  marginTop: vars.space.lg,
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.primary,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
});
