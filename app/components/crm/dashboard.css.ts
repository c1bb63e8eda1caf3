import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** One definition, in app/styles/utilities.css.ts. */
export { visuallyHidden } from "~/styles/utilities.css";

export const stats = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
});
export const statCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const statLabel = style({ margin: 0, fontWeight: 600, color: vars.color.muted });
export const statValue = style({
  margin: 0,
  fontSize: "2rem",
  fontWeight: 700,
  color: vars.color.primary,
});
export const statHint = style({ margin: 0, fontSize: "0.9rem", color: vars.color.muted });

// One row that scrolls inside itself if it must, never the page; short labels fit 320 px in two rows.
export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
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
  "@media": { "screen and (max-width: 30rem)": { padding: "0.5rem 0.45rem", fontSize: "0.9rem" } },
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
  marginBottom: vars.space.md,
});
export const searchForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});
export const inlineField = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
/**
 * A select of colleagues is as wide as its longest option (a long email address): capped so it
 * fits 320 px, and a label naming an address may break inside it.
 */
export const ownerSelect = style({ maxWidth: "15rem" });
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
export const label = style({ fontWeight: 600, fontSize: "0.95rem" });
export const control = style({
  font: "inherit",
  padding: "0.5rem 0.6rem",
  border: "1px solid #6b7280",
  borderRadius: vars.radius.sm,
  background: "#fff",
  color: vars.color.text,
  minHeight: "44px",
});

const buttonBase = style({
  font: "inherit",
  fontWeight: 700,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "44px",
  padding: "0.5rem 1rem",
  borderRadius: vars.radius.md,
  cursor: "pointer",
  textDecoration: "none",
  border: "2px solid transparent",
  selectors: { "&:disabled": { opacity: 0.7, cursor: "progress" } },
});
export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.primary,
      color: vars.color.primaryText,
      ":hover": { background: vars.color.primaryHover },
    },
  ],
  secondary: [
    buttonBase,
    { background: "#fff", color: vars.color.primary, borderColor: vars.color.primary },
  ],
  danger: [buttonBase, { background: vars.color.danger, color: vars.color.dangerText }],
  dangerOutline: [
    buttonBase,
    { background: "#fff", color: vars.color.danger, borderColor: vars.color.danger },
  ],
});

export const summary = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.muted });
export const list = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
});
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: "#fff",
});
export const cardSelected = style([
  card,
  { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primary}` },
]);
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

const badgeBase = style({
  display: "inline-block",
  padding: "0.1rem 0.6rem",
  borderRadius: vars.radius.pill,
  fontSize: "0.85rem",
  fontWeight: 700,
  border: "1px solid currentColor",
});
// Spec colours (new blue, contacted yellow, qualified green, proposal purple, closed-won emerald,
// closed-lost red, other grey), as dark text on a light tint: all above 7:1.
export const statusBadge = styleVariants({
  new: [badgeBase, { background: "#dbeafe", color: "#1e3a8a" }],
  contacted: [badgeBase, { background: "#fef9c3", color: "#713f12" }],
  qualified: [badgeBase, { background: "#dcfce7", color: "#14532d" }],
  proposal: [badgeBase, { background: "#f3e8ff", color: "#581c87" }],
  "closed-won": [badgeBase, { background: "#d1fae5", color: "#064e3b" }],
  "closed-lost": [badgeBase, { background: "#fee2e2", color: "#7f1d1d" }],
  other: [badgeBase, { background: "#f3f4f6", color: "#374151" }],
});
export const scoreBadge = style([badgeBase, { background: "#e0e7ff", color: "#312e81" }]);
export const neutralBadge = style([badgeBase, { background: "#f3f4f6", color: "#374151" }]);
export const activeBadge = style([badgeBase, { background: "#d1fae5", color: "#064e3b" }]);

export const pagination = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const panel = style({
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  background: vars.color.surface,
});
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

export const table = style({ width: "100%", borderCollapse: "collapse" });
export const th = style({
  textAlign: "left",
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
});
export const td = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
  overflowWrap: "anywhere",
});
export const tableWrap = style({ overflowX: "auto" });

export const dialog = style({
  border: "none",
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  width: "min(40rem, calc(100vw - 2rem))",
  maxHeight: "calc(100vh - 2rem)",
  boxShadow: vars.shadow.md,
  selectors: { "&::backdrop": { background: "rgba(15, 23, 42, 0.6)" } },
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

export const notice = style({
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `${vars.space.sm} 0`,
  background: vars.color.surface,
});
/** A row's tick for "Assign to…": big enough to hit (24 px, WCAG 2.5.8). */
export const checkbox = style({ width: "1.5rem", height: "1.5rem", margin: 0 });
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
/** The first line of a lead's notes in the list; the whole text is on the lead page and in the title. */
/** A form on one line in a table row (the status select and its Save button). */
export const compactForm = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "flex-end",
  flexWrap: "nowrap",
});
export const notesLine = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  maxWidth: "22rem",
});
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
/**
 * A table that becomes stacked blocks on narrow screens (no sideways scroll at 320 px): each
 * cell then shows its column name from data-label.
 */
const NARROW = "screen and (max-width: 48rem)";
export const stackTable = style({
  width: "100%",
  borderCollapse: "collapse",
  "@media": { [NARROW]: { display: "block" } },
});
export const stackHead = style({
  "@media": {
    [NARROW]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});
export const stackRow = style({
  "@media": {
    [NARROW]: {
      display: "block",
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      padding: vars.space.sm,
      marginBottom: vars.space.sm,
    },
  },
  selectors: { "tbody > &": { verticalAlign: "top" } },
});
export const stackRowSelected = style([
  stackRow,
  { outline: `2px solid ${vars.color.primary}`, outlineOffset: "-2px" },
]);
export const stackCell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
  overflowWrap: "anywhere",
  "@media": {
    [NARROW]: {
      display: "grid",
      gridTemplateColumns: "minmax(5.5rem, 35%) 1fr",
      gap: vars.space.sm,
      padding: `${vars.space.xs} 0`,
      borderBottom: "none",
      "::before": { content: "attr(data-label)", fontWeight: 600, color: vars.color.muted },
    },
  },
});

export const tabCount = style([
  badgeBase,
  { background: vars.color.primary, color: vars.color.primaryText, fontSize: "0.8rem" },
]);
export const dueSection = style({ marginBottom: vars.space.lg });
export const dueTitle = style({ fontSize: "1.125rem", margin: `0 0 ${vars.space.sm}` });
export const dueGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))",
});
