import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Columns wrap onto new rows as the screen narrows (one per row at 320 px): never sideways. */
export const board = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
  alignItems: "start",
  padding: 0,
  margin: 0,
  listStyle: "none",
});
export const column = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  minWidth: 0,
});
/** While a card is dragged over it (a dashed border, not colour alone). */
export const columnTarget = style({
  outline: `3px dashed ${vars.color.primary}`,
  outlineOffset: "2px",
});
export const columnTitle = style({ margin: 0, fontSize: "1.1rem" });
export const columnSummary = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.muted });
export const cards = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
});
export const card = style({
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  overflowWrap: "anywhere",
  selectors: { '&[draggable="true"]': { cursor: "grab" } },
});
export const cardName = style({ margin: 0, fontWeight: 700 });
export const cardLine = style({ margin: 0, fontSize: "0.95rem" });
