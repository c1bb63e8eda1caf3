import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The preview table scrolls on its own, so a narrow screen never scrolls sideways. */
export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({ borderCollapse: "collapse", width: "100%" });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: vars.space.xs,
  verticalAlign: "top",
  overflowWrap: "anywhere",
});

export const select = style({ maxWidth: "100%" });
