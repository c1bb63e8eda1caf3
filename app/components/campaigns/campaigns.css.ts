/** The Campaigns pages. */
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const frame = {
  display: "block",
  height: "32rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
};

/** The mail as a desktop client shows it (its own column is 600 px at most). */
export const desktopFrame = style({ ...frame, width: "100%", maxWidth: "42rem" });

/** …and as a phone does: 320 px, or the page's width on a narrower screen. */
export const phoneFrame = style({ ...frame, width: "min(100%, 20rem)", height: "36rem" });

export const mailText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

/** The report's table scrolls inside its own box on a narrow screen, never the page. */
export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: vars.space.xs,
  verticalAlign: "top",
});

/** Column heads and dates break between words only ("Sent" never as "Sen/t" on a phone). */
globalStyle(`${table} th, ${table} time`, { overflowWrap: "normal", wordBreak: "normal" });
globalStyle(`${table} th`, { whiteSpace: "nowrap" });

export const breakable = style({ overflowWrap: "anywhere", wordBreak: "break-word" });

/** A scheduled start that was missed while the app was down: staff decide what happens. */
export const missed = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  overflowWrap: "anywhere",
});
