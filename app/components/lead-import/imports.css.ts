import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The preview table scrolls on its own, so a narrow screen never scrolls sideways. */
export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({ borderCollapse: "collapse", width: "100%" });

/**
 * A word is broken only where it cannot fit whole ("break-word" leaves a column's narrowest width
 * at its longest word, where "anywhere" let 390 px squeeze "Result" to a letter a line): past the
 * screen's width, the table scrolls in its own region.
 */
globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: vars.space.xs,
  verticalAlign: "top",
  overflowWrap: "break-word",
});

export const select = style({ maxWidth: "100%" });
