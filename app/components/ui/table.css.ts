import { globalStyle, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { breakpoints, vars } from "~/styles/theme.css";

const { narrow, wide } = breakpoints;

/**
 * A table that becomes stacked blocks on narrow screens (no sideways scroll at 320 px): each cell
 * then shows its column name from data-label. `compact` is a dense list on wide screens (one line
 * per row, smaller text), for lists people work through.
 */
const tableBase = style({
  width: "100%",
  borderCollapse: "collapse",
  "@media": { [narrow]: { display: "block" } },
});
// Stacked, the body is a block too: left a row group, it would shrink the blocks to their text.
globalStyle(`${tableBase} > tbody`, { "@media": { [narrow]: { display: "block" } } });

export const table = recipe({
  base: tableBase,
  variants: {
    density: {
      regular: {},
      compact: {
        "@media": { [wide]: { fontSize: vars.fontSize.small, lineHeight: 1.35 } },
      },
    },
  },
  defaultVariants: { density: "regular" },
});

export const head = style({
  "@media": {
    [narrow]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});

export const headerCell = recipe({
  base: {
    textAlign: "left",
    padding: vars.space.sm,
    borderBottom: `2px solid ${vars.color.border}`,
    // A column's name wraps between words, never inside one (the CRM frame wraps anywhere).
    overflowWrap: "normal",
  },
  variants: {
    density: {
      regular: {},
      compact: { padding: vars.space.xs, whiteSpace: "nowrap" },
    },
  },
  defaultVariants: { density: "regular" },
});

export const row = recipe({
  base: {
    "@media": {
      [narrow]: {
        display: "block",
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        padding: vars.space.sm,
        marginBottom: vars.space.sm,
      },
    },
    selectors: { "tbody > &": { verticalAlign: "top" } },
  },
  variants: {
    selected: {
      true: { outline: `2px solid ${vars.color.primary}`, outlineOffset: "-2px" },
      false: {},
    },
  },
  defaultVariants: { selected: false },
});

export const cell = recipe({
  base: {
    padding: vars.space.sm,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: "top",
    overflowWrap: "anywhere",
    "@media": {
      [narrow]: {
        display: "grid",
        gridTemplateColumns: "minmax(5.5rem, 35%) minmax(0, 1fr)",
        gap: vars.space.sm,
        padding: `${vars.space.xs} 0`,
        borderBottom: "none",
        "::before": { content: "attr(data-label)", fontWeight: 600, color: vars.color.muted },
      },
    },
  },
  variants: {
    rowHeader: {
      true: { textAlign: "left", fontWeight: 600 },
      false: {},
    },
    density: {
      regular: {},
      // One pixel above and below: a row is its controls' height plus three. Half the usual
      // space between columns, so eleven of them fit at 1366 with whole addresses.
      compact: {
        "@media": {
          [wide]: {
            padding: `1px ${vars.space.xs}`,
            verticalAlign: "middle",
            whiteSpace: "nowrap",
            overflowWrap: "normal",
          },
        },
      },
    },
  },
  defaultVariants: { density: "regular", rowHeader: false },
});

/**
 * One line cut with an ellipsis on wide screens, wrapping in the stacked layout. `shrink`: a grid
 * whose one column may shrink to nothing, so the table can narrow the column below the text's
 * width instead of widening the page, and gives it the text's width when there is room (up to
 * `max`). Not `shrink`: a block whose narrowest is the whole text up to `max`, so the table gives
 * the column that width and narrows the columns that shrink instead (a name, an owner: the text
 * a row is read by); only a text longer than `max` is cut.
 */
const clipMax = (maxWidth: string) => ({ "@media": { [wide]: { maxWidth } } });
export const clip = recipe({
  variants: {
    max: { small: clipMax("10rem"), medium: clipMax("14rem"), large: clipMax("20rem") },
    /** The narrowest a shrinking column gets: `medium` keeps an ordinary address's name whole. */
    min: { none: {}, medium: { "@media": { [wide]: { minWidth: "10rem" } } } },
    shrink: {
      true: {
        "@media": { [wide]: { display: "grid", gridTemplateColumns: "minmax(0, max-content)" } },
      },
      false: {
        "@media": {
          [wide]: {
            display: "block",
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
          },
        },
      },
    },
  },
  defaultVariants: { max: "medium", shrink: true, min: "none" },
});
export const clipText = style({
  "@media": {
    [wide]: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  },
});
