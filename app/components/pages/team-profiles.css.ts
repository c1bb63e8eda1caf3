import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { cardGrid } from "./page.css";

export const profile = style({
  display: "grid",
  gridTemplateColumns: "4.5rem 1fr",
  gap: vars.space.md,
  alignItems: "start",
});

export const avatar = style({
  width: "4.5rem",
  height: "4.5rem",
  display: "block",
  borderRadius: "50%",
  objectFit: "cover",
});

export const role = style({
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  color: vars.color.muted,
  fontWeight: 600,
});

export const bio = style({ margin: 0, gridColumn: "1 / -1" });

/** Two profiles a row on wide screens, so each bio has room to read. */
export const teamGrid = style({});
globalStyle(`${cardGrid}${teamGrid} > li`, { flex: "1 1 max(min(100%, 24rem), 40%)" });
