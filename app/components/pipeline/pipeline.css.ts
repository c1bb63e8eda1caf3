import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "~/styles/theme.css";

/**
 * The board's own sideways scroll region. On a phone the stages stack (one per row, nothing
 * scrolls sideways); from the `wide` breakpoint they sit side by side, all six on a 1366 px
 * screen, and where the screen is narrower this region scrolls sideways, never the page. It is
 * focusable, so arrow keys scroll it too.
 */
export const scroller = style({
  position: "relative",
  "@media": {
    // The padding keeps a focused column's outline inside what the region shows.
    [breakpoints.wide]: { overflowX: "auto", padding: vars.space.xs },
  },
});
export const board = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  padding: 0,
  margin: 0,
  listStyle: "none",
  "@media": {
    // One track per stage, in a row: six of 12rem and their gaps fit a 1366 px screen.
    [breakpoints.wide]: {
      gridTemplateColumns: "none",
      gridAutoFlow: "column",
      gridAutoColumns: "minmax(12rem, 1fr)",
      gap: vars.space.sm,
    },
  },
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
/**
 * A stage's cards scroll within the column (a focusable, labelled region), so a stage of fifty
 * leads is no longer than most of a screen and the page stays about one screen long.
 */
export const cards = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
  maxHeight: "min(70vh, 48rem)",
  overflowY: "auto",
  // The containing block of what is positioned inside (visually hidden words): else they escape
  // the scroll region and make the page as long as the whole column.
  position: "relative",
});
export const card = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  overflowWrap: "anywhere",
  selectors: { '&[draggable="true"]': { cursor: "grab" } },
});
export const cardName = style({ fontWeight: 700 });
export const cardLine = style({ fontSize: "0.95rem" });
/** A card's "Move to…": a link without JavaScript, a button opening the move dialog with it. */
export const moveButton = style({
  marginTop: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  display: "inline-flex",
  alignItems: "center",
  font: "inherit",
  fontSize: "0.95rem",
  color: vars.color.primary,
  background: "transparent",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  cursor: "pointer",
});
export const showAll = style({ margin: `${vars.space.sm} 0 0` });
/** The one move dialog: narrower than the CRM's other dialogs; its fields keep to its width. */
export const moveDialog = style({ width: "min(28rem, calc(100vw - 2rem))" });
globalStyle(`${moveDialog} :is(select, input)`, { maxWidth: "100%" });
