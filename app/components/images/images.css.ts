import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "~/styles/theme.css";

export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 8rem) minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [breakpoints.phone]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const thumb = style({
  display: "block",
  width: "100%",
  maxWidth: "8rem",
  height: "auto",
  border: `1px solid ${vars.color.border}`,
});

export const markdown = style({
  display: "block",
  overflowWrap: "anywhere",
  fontFamily: "monospace",
  fontSize: "0.875rem",
});

export const uploadForm = style({ display: "grid", gap: vars.space.sm, maxWidth: "36rem" });

/** The upload inside a compose form (a post's cover, a campaign's picture): set apart by a border. */
export const uploadFieldset = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
