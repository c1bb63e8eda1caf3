/** The /crm dashboard (leads/): its overview, tabs, lists and the activity form's lead search. */
import { globalStyle, style } from "@vanilla-extract/css";
import { badge as uiBadge } from "~/components/ui/badge.css";
import { breakpoints, vars } from "~/styles/theme.css";
import { statHint } from "~/components/crm/page-parts.css";

/** The title, the figures and the follow-ups due: one line on a wide screen, wrapping below. */
export const overview = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBottom: vars.space.xs,
});

export const overviewTitle = style({ margin: `0 ${vars.space.sm} 0 0`, fontSize: "1.6rem" });

export const overviewPart = style({ display: "contents" });

export const stats = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

/** A figure at the left, its label (and hint) beside it. */
export const statCard = style({
  display: "grid",
  gridTemplateColumns: "auto auto",
  gridTemplateAreas: '"value label" "value hint"',
  alignItems: "center",
  columnGap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  lineHeight: 1.25,
});

export const statLabel = style({
  gridArea: "label",
  margin: 0,
  fontWeight: 600,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
});

export const statValue = style({
  gridArea: "value",
  margin: 0,
  fontSize: "1.5rem",
  fontWeight: 700,
  color: vars.color.primary,
});

globalStyle(`${statCard} ${statHint}`, { fontSize: "0.8rem" });

/** A group of follow-ups due: its count on one line; opened, its list takes a line of its own. */
export const dueGroups = style({ display: "contents" });

/** Whose follow-ups a part of an open disclosure lists. */
export const dueHeading = style({
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
});

export const dueGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    "&[open]": { flexBasis: "100%", order: 1, padding: `0 ${vars.space.sm} ${vars.space.sm}` },
  },
});

export const dueOverdue = style([
  dueGroup,
  { borderColor: vars.color.danger, borderWidth: "2px", color: vars.color.danger },
]);

export const dueSummary = style({
  cursor: "pointer",
  fontWeight: 700,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  selectors: { "&::before": { content: '"▸"' }, "details[open] > &::before": { content: '"▾"' } },
});

globalStyle(`${dueOverdue} > :not(summary)`, { color: vars.color.text });

globalStyle(`${dueGroup} > summary::-webkit-details-marker`, { display: "none" });

// One row that scrolls inside itself if it must, never the page; short labels fit 320 px in two rows.
export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space.xs,
  padding: 0,
  listStyle: "none",
});

export const tab = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: "44px",
  textDecoration: "none",
  fontWeight: 600,
  color: vars.color.text,
  borderBottom: "3px solid transparent",
  "@media": { [breakpoints.phone]: { padding: vars.space.sm, fontSize: "0.9rem" } },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    "&:hover": { background: vars.color.surface },
  },
});

/** A search box and its button on one line, wrapping on a narrow screen. */
export const searchRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

globalStyle(`${searchRow} > input`, { flex: "1 1 12rem", minWidth: 0 });

/** The search box's matches (a listbox under it, in the flow so no dialog clips it). */
export const matchList = style({
  listStyle: "none",
  margin: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxHeight: "14rem",
  overflowY: "auto",
});

export const matchOption = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const summaryLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space.md,
  marginBottom: vars.space.xs,
});

globalStyle(`${summaryLine} > *`, { marginBottom: 0 });

export const summaryActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginLeft: "auto",
});

export const panelHeader = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
});

/** A row's tick for "Assign to…": big enough to hit (24 px, WCAG 2.5.8). */
/** Its own size on every row: a long name beside it in a flex line never squeezes it. */
export const checkbox = style({ width: "1.5rem", height: "1.5rem", margin: 0, flexShrink: 0 });

export const tabCount = uiBadge({ tone: "count" });

/** A lead's notes in the list: the first line, and the whole text beside it on hover or focus. */
export const notes = style({ position: "relative" });

export const notesTrigger = style({ cursor: "help" });

export const notesFull = style({
  display: "none",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  boxShadow: vars.shadow.md,
  "@media": {
    [breakpoints.wide]: {
      position: "absolute",
      zIndex: 2,
      top: "100%",
      right: 0,
      width: "max-content",
      maxWidth: "min(28rem, 80vw)",
    },
  },
  selectors: {
    [`${notes}:is(:hover, :focus-within) > &`]: { display: "block" },
    [`${notes}[data-dismissed] > &`]: { display: "none" },
  },
});

/** A lead's name and its "Restricted" mark on one line. */
export const nameLine = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

/** A list row's buttons side by side, never wrapping on a wide screen. */
export const rowActions = style({
  display: "flex",
  gap: vars.space.xs,
  flexWrap: "wrap",
  "@media": { [breakpoints.wide]: { flexWrap: "nowrap" } },
});

/** A list without bullets or gaps of its own, inside a details row. */
export const plainList = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.xs,
});

/** The lead a Log activity page was opened from, in place of the lead picker. */
export const fixedLead = style({ margin: 0 });

/** Why a subscription is Bouncing, under its badge. */
export const bounceReason = style({
  display: "block",
  marginTop: vars.space.xs,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
  overflowWrap: "anywhere",
});
