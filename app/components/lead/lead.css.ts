/** A lead's page (lead/): its header, timeline, merge choices and notices. */
import { globalStyle, style } from "@vanilla-extract/css";
import { panel as uiPanel } from "~/components/ui/panel.css";
import { breakpoints, vars } from "~/styles/theme.css";

export const notice = style([
  uiPanel({ tone: "emphasis", padding: "sm" }),
  { margin: `${vars.space.sm} 0` },
]);

export const checkboxLabel = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
});

export const leadPage = style({ maxWidth: vars.width.prose });

/** The lead's own page: as wide as the CRM's content, in two columns from `twoColumns` on. */
export const leadRecord = style({ maxWidth: vars.width.content, minWidth: 0 });
export const leadColumns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `0 ${vars.space.xl}`,
  alignItems: "start",
  "@media": {
    [breakpoints.twoColumns]: { gridTemplateColumns: "minmax(15rem, 22rem) minmax(0, 1fr)" },
  },
});
export const leadSide = style({ minWidth: 0 });
export const leadMain = style({ minWidth: 0 });

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

/** A received message's HTML: its own width, never wider than the page (320 px). */
export const mailHtml = style({
  overflowWrap: "anywhere",
  overflowX: "auto",
  maxWidth: "100%",
  margin: `${vars.space.xs} 0`,
});

export const changes = style({ margin: `${vars.space.xs} 0`, overflowWrap: "anywhere" });

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

/** The move form's Closed Lost group: its fields keep to the form's width (a dialog, a phone). */
export const lostFields = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  margin: `${vars.space.sm} 0 0`,
  minWidth: 0,
});
globalStyle(`${lostFields} :is(select, input)`, { maxWidth: "100%" });
