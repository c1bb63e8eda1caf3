import { globalStyle, style } from "@vanilla-extract/css";
import { badge as uiBadge } from "~/components/ui/badge.css";
import { button as uiButton } from "~/components/ui/button.css";
import {
  control as uiControl,
  field as uiField,
  label as uiLabel,
} from "~/components/ui/field.css";
import { panel as uiPanel } from "~/components/ui/panel.css";
import { breakpoints, vars } from "~/styles/theme.css";

/** One definition, in app/styles/utilities.css.ts. */
export { visuallyHidden } from "~/styles/utilities.css";

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
export const statHint = style({
  gridArea: "hint",
  margin: 0,
  fontSize: "0.9rem",
  color: vars.color.muted,
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

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.xs,
});
export const searchForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});
/** A label above its control, from the UI kit (ui/field.css.ts). */
export const inlineField = uiField;
/**
 * A select of colleagues is as wide as its longest option (a long email address): capped so it
 * fits 320 px, and a label naming an address may break inside it.
 */
export const ownerSelect = style({ maxWidth: "15rem" });
/** In the filter line: wide enough for Everyone's, Mine and Unassigned, so the line never wraps. */
export const ownerFilterSelect = style({ maxWidth: "9rem" });
export const wrapAnywhere = style({ overflowWrap: "anywhere" });
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
export const label = uiLabel({ size: "sm" });
export const control = uiControl({ size: "md" });
/** A control in a dense table row: 26 px tall on a wide screen, full size where rows stack. */
export const smallControl = uiControl({ size: "sm" });

/** The CRM's buttons, from the UI kit; `smallButton` for a dense table row (see ui/button.css.ts). */
export const button = {
  primary: uiButton({ tone: "primary" }),
  secondary: uiButton({ tone: "secondary" }),
  danger: uiButton({ tone: "danger" }),
  dangerOutline: uiButton({ tone: "dangerOutline" }),
};
export const smallButton = {
  secondary: uiButton({ tone: "secondary", size: "sm" }),
  dangerOutline: uiButton({ tone: "dangerOutline", size: "sm" }),
};

export const summary = style({ margin: `0 0 ${vars.space.xs}`, color: vars.color.muted });
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
/**
 * A list's search and filters on one line on a wide screen: each label beside its control, the
 * controls a little lower than elsewhere (36 px).
 */
export const filterBar = style({
  "@media": {
    [breakpoints.wide]: { alignItems: "center" },
  },
});
globalStyle(`${filterBar} > div`, {
  "@media": { [breakpoints.wide]: { flexDirection: "row", alignItems: "center" } },
});
globalStyle(`${filterBar} :is(input, select, button, a)`, {
  "@media": { [breakpoints.wide]: { minHeight: "36px", paddingBlock: 0 } },
});
export const list = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
});
export const card = uiPanel({ tone: "plain", padding: "md" });
export const cardSelected = uiPanel({ tone: "plain", padding: "md", selected: true });
export const cardHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const cardTitle = style({ margin: 0, fontSize: "1.15rem" });
export const cardLink = style({ color: vars.color.primary, textDecoration: "underline" });
export const details = style({
  display: "grid",
  // minmax(0, …): a long unbroken value wraps instead of widening the page at 320 px.
  gridTemplateColumns: "minmax(0, max-content) minmax(0, 1fr)",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: `0 0 ${vars.space.sm}`,
});
export const term = style({ fontWeight: 600, color: vars.color.muted });
export const definition = style({ margin: 0, overflowWrap: "anywhere" });
export const prose = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 });
export const cardActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

// The status colours of the spec (new blue, contacted yellow, qualified green, proposal purple,
// closed-won emerald, closed-lost red, other grey): the UI kit's badge (ui/badge.css.ts).
export const statusBadge = {
  new: uiBadge({ tone: "new" }),
  contacted: uiBadge({ tone: "contacted" }),
  qualified: uiBadge({ tone: "qualified" }),
  proposal: uiBadge({ tone: "proposal" }),
  "closed-won": uiBadge({ tone: "closedWon" }),
  "closed-lost": uiBadge({ tone: "closedLost" }),
  other: uiBadge({ tone: "neutral" }),
};
export const scoreBadge = uiBadge({ tone: "score" });
export const neutralBadge = uiBadge({ tone: "neutral" });
export const activeBadge = uiBadge({ tone: "active" });
/** A follow-up past its due time: red, like the dashboard's Overdue group (dueOverdue). */
export const overdueBadge = uiBadge({ tone: "closedLost" });

export const pagination = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const panel = style([
  uiPanel({ tone: "emphasis", padding: "md" }),
  { marginBottom: vars.space.lg },
]);
export const panelHeader = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
});
export const subheading = style({
  fontSize: "1.05rem",
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
});

export const dialog = style({
  border: "none",
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  width: "min(40rem, calc(100vw - 2rem))",
  maxHeight: "calc(100vh - 2rem)",
  boxShadow: vars.shadow.md,
  selectors: { "&::backdrop": { background: vars.color.backdrop } },
});
export const dialogHeader = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
});
export const dialogTitle = style({ margin: 0, fontSize: "1.3rem" });
export const formGrid = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
});
export const formActions = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  marginTop: vars.space.md,
});
export const pageSection = style({ maxWidth: vars.width.prose });
export const formError = style({ color: vars.color.danger, fontWeight: 600 });
export const empty = style({
  padding: vars.space.lg,
  textAlign: "center",
  color: vars.color.muted,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const notice = style([
  uiPanel({ tone: "emphasis", padding: "sm" }),
  { margin: `${vars.space.sm} 0` },
]);
/** A row's tick for "Assign to…": big enough to hit (24 px, WCAG 2.5.8). */
/** Its own size on every row: a long name beside it in a flex line never squeezes it. */
export const checkbox = style({ width: "1.5rem", height: "1.5rem", margin: 0, flexShrink: 0 });
export const checkboxLabel = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
});

export const pageTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: "1.6rem" });
export const leadPage = style({ maxWidth: vars.width.prose });
export const leadTitle = style({ margin: 0, fontSize: "1.5rem", overflowWrap: "anywhere" });
export const timeline = style({ listStyle: "none", padding: 0, margin: 0 });
export const timelineEntry = style({
  borderLeft: `3px solid ${vars.color.border}`,
  padding: `${vars.space.xs} 0 ${vars.space.sm} ${vars.space.md}`,
});
export const timelineMeta = style({
  margin: 0,
  fontSize: "0.9rem",
  color: vars.color.muted,
  overflowWrap: "anywhere",
});
export const changes = style({ margin: `${vars.space.xs} 0`, overflowWrap: "anywhere" });
export const details_ = style({ marginTop: vars.space.sm });
export const summaryButton = style({
  cursor: "pointer",
  fontWeight: 700,
  color: vars.color.primary,
  minHeight: "44px",
  display: "list-item",
  paddingBlock: vars.space.sm,
});
/** A form on one line in a table row (the status select and its Save button). */
export const compactForm = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "center",
  flexWrap: "wrap",
  "@media": { [breakpoints.wide]: { flexWrap: "nowrap" } },
});
globalStyle(`${compactForm} button`, { whiteSpace: "nowrap", flexShrink: 0 });
export const mergeChoice = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  minWidth: 0,
});
export const mergeOption = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "flex-start",
  overflowWrap: "anywhere",
});
export const tabCount = uiBadge({ tone: "count" });
export const dueSection = style({ marginBottom: vars.space.lg });
export const dueTitle = style({ fontSize: "1.125rem", margin: `0 0 ${vars.space.sm}` });
export const dueGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))",
});

/** The Mail page's template preview: the HTML part in a sandboxed frame, the text part as sent. */
export const mailFrame = style({
  display: "block",
  width: "100%",
  height: "36rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
export const mailText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

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
