import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const bigFigure = style({
  display: "flex",
  flexDirection: "column-reverse",
  margin: `0 0 ${vars.space.lg}`,
});

export const bigFigureValue = style({
  margin: 0,
  fontSize: "clamp(2.5rem, 6vw, 4rem)",
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.danger,
});

export const breakdown = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
});

export const breakdownItem = style({
  display: "grid",
  gridTemplateColumns: "5rem 1fr",
  gap: vars.space.md,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const amount = style({ fontWeight: 800, color: vars.color.primary });

/* Mock dashboard: built in HTML so every figure is real, readable text. */
export const dashboard = style({
  margin: 0,
  // A grid item may otherwise grow to the table's widest row and be clipped on a phone.
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  overflow: "hidden",
});

export const dashboardBar = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  padding: `${vars.space.sm} clamp(${vars.space.md}, 4vw, ${vars.space.lg})`,
  fontWeight: 700,
  display: "flex",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const dashboardBody = style({
  padding: `clamp(${vars.space.md}, 4vw, ${vars.space.lg})`,
  display: "grid",
  gap: vars.space.lg,
});

export const kpis = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 11rem), 1fr))",
  margin: 0,
});

export const kpi = style({
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const kpiLabel = style({ fontSize: "0.9rem", color: vars.color.muted, fontWeight: 600 });
export const kpiValue = style({
  margin: 0,
  fontSize: "1.75rem",
  fontWeight: 800,
  color: vars.color.primary,
});
export const kpiTrend = style({
  margin: 0,
  fontSize: "0.85rem",
  color: vars.color.success,
  fontWeight: 600,
});

export const table = style({ width: "100%", borderCollapse: "collapse" });
export const tableCaption = style({
  textAlign: "left",
  fontWeight: 700,
  marginBottom: vars.space.sm,
});
/** A narrow screen scrolls the table inside its own box rather than breaking words. */
export const tableScroll = style({ overflowX: "auto", maxWidth: "100%" });
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  // Words wrap between each other, never inside one ("Recov/ered").
  overflowWrap: "normal",
  wordBreak: "normal",
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
});

export const meter = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
});

export const meterTrack = style({
  flex: 1,
  height: "0.6rem",
  background: vars.color.surface,
  borderRadius: vars.radius.pill,
  overflow: "hidden",
  minWidth: "2rem",
});

export const meterFill = style({ height: "100%", background: vars.color.accent });

export const alerts = style({ margin: 0, paddingLeft: vars.space.lg });

export const figcaption = style({
  padding: `${vars.space.sm} clamp(${vars.space.md}, 4vw, ${vars.space.lg})`,
  background: vars.color.surface,
  color: vars.color.muted,
  fontSize: "0.9rem",
});

export const valueList = style({ listStyle: "none", padding: 0, margin: 0 });

export const valueRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const totalRow = style([
  valueRow,
  { fontWeight: 800, fontSize: "1.15rem", borderBottom: "none" },
]);

export const priceRow = style([
  valueRow,
  { fontWeight: 800, fontSize: "1.15rem", color: vars.color.success, borderBottom: "none" },
]);

export const register = style({ scrollMarginTop: vars.space.stickyHeader });

globalStyle(`${valueRow} > dd, ${kpi} > dd`, { margin: 0 });
