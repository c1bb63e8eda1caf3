/** The System page: queue and schedule cards side by side where the screen allows. */
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const cards = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  // min(100%, …): one column on a phone, never wider than the screen at 320 px.
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  gap: vars.space.md,
});

/** A path or a system's error: long words wrap, never scroll sideways at 320 px. */
export const breakable = style({ overflowWrap: "anywhere" });
