/** The parts CRM pages share: toolbars, lists of cards, panels, pagination, empty states. */
import { style } from "@vanilla-extract/css";
import { panel as uiPanel } from "~/components/ui/panel.css";
import { vars } from "~/styles/theme.css";

export const statHint = style({
  gridArea: "hint",
  margin: 0,
  fontSize: "0.9rem",
  color: vars.color.muted,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.xs,
});

export const summary = style({ margin: `0 0 ${vars.space.xs}`, color: vars.color.muted });

export const list = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
});

export const card = uiPanel({ tone: "plain", padding: "md" });

export const cardHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const cardTitle = style({ margin: 0, fontSize: "1.15rem" });

export const cardLink = style({ color: vars.color.primary, textDecoration: "underline" });

export const details = style({
  display: "grid",
  // minmax(0, …): a long unbroken value wraps instead of widening the page at 320 px.
  gridTemplateColumns: "minmax(0, max-content) minmax(0, 1fr)",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: `0 0 ${vars.space.sm}`,
});

export const term = style({ fontWeight: 600, color: vars.color.muted });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });

export const prose = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 });

export const cardActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const pagination = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const panel = style([
  uiPanel({ tone: "emphasis", padding: "md" }),
  { marginBottom: vars.space.lg },
]);

export const subheading = style({
  fontSize: "1.05rem",
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
});

export const empty = style({
  padding: vars.space.lg,
  textAlign: "center",
  color: vars.color.muted,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
