/** The CRM's posts pages. */
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const frame = {
  display: "block",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  padding: vars.space.md,
  overflowWrap: "anywhere" as const,
  minWidth: 0,
};

/** The post as a desktop browser's column shows it (the site's prose width). */
export const desktopPreview = style({ ...frame, width: "100%", maxWidth: vars.width.prose });

/** …and as a phone does: 360 px, or the page's width on a narrower screen. */
export const phonePreview = style({ ...frame, width: "min(100%, 22.5rem)", fontSize: "0.95rem" });

export const previewImage = style({ display: "block", width: "100%", height: "auto" });

export const notice = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  overflowWrap: "anywhere",
});

export const scheduleRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const searchRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});

export const revisions = style({ margin: 0, paddingLeft: vars.space.lg });

/** A body compared line by line: removed and added lines marked by sign and colour. */
export const diff = style({
  listStyle: "none",
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  fontFamily: "monospace",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
