import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "~/styles/theme.css";
import { ACTIVE_INDEX_PROPERTY } from "./carousel-texts";

export const root = style({});

/** Height kept for the slides before and after hydration (and for the skeleton): no layout shift. */
const SLIDE_MIN_HEIGHT = "22rem";
const CONTROLS_MIN_HEIGHT = "3rem";

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: CONTROLS_MIN_HEIGHT,
  marginBottom: vars.space.lg,
  // one row on small screens (scrolls sideways), so the reserved height holds
  "@media": {
    [breakpoints.narrow]: {
      flexWrap: "nowrap",
      overflowX: "auto",
      justifyContent: "flex-start",
      paddingBottom: vars.space.xs,
    },
  },
});
/** The filters' reserved space: kept until hydration, none at all where scripts never run. */
export const filtersReserved = style({ "@media": { "(scripting: none)": { display: "none" } } });

/**
 * Without JavaScript the slides sit side by side in a horizontal scroll-snap strip, so every
 * testimonial is readable. With JavaScript the same row stays in place (switching to another
 * layout on hydration counts as a layout shift) and the slides are moved with a transform so
 * the active one is in view; the others are hidden. The strip keeps the height of the tallest
 * slide in both cases.
 */
export const track = style({
  display: "flex",
  gap: vars.space.lg,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  minHeight: SLIDE_MIN_HEIGHT,
  paddingBottom: vars.space.sm,
  selectors: {
    [`${root}[data-enhanced] &`]: { overflowX: "hidden", scrollSnapType: "none", gap: 0 },
  },
});

export const slide = style({
  flex: "0 0 100%",
  scrollSnapAlign: "start",
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: `clamp(${vars.space.md}, 4vw, ${vars.space.xl})`,
  boxShadow: vars.shadow.sm,
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none !important" } },
  selectors: {
    [`${root}[data-enhanced] &`]: {
      transform: `translateX(calc(var(${ACTIVE_INDEX_PROPERTY}, 0) * -100%))`,
      transition: "transform 0.35s ease, visibility 0.35s",
    },
    [`${root}[data-enhanced] &[data-active="false"]`]: { visibility: "hidden" },
  },
});

/** The quote and its caption inside a slide, laid out as the slide was before it had a wrapper. */
export const figure = style({
  flex: "1 1 auto",
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const stars = style({
  color: vars.color.accent,
  fontSize: "1.25rem",
  letterSpacing: "0.15em",
  lineHeight: 1,
});

export const quote = style({
  margin: 0,
  fontSize: "clamp(1rem, 2vw, 1.15rem)",
  lineHeight: 1.7,
  color: vars.color.text,
});
globalStyle(`${quote} p`, { margin: 0 });

export const caption = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "flex-end",
  gap: vars.space.md,
  marginTop: "auto",
});
export const author = style({ fontWeight: 700, color: vars.color.primary, margin: 0 });
export const role = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem" });

export const result = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  maxWidth: "20rem",
});
export const resultValue = style({
  display: "block",
  fontSize: "1.5rem",
  fontWeight: 800,
  color: vars.color.success,
});
export const resultMetric = style({ fontSize: "0.9rem", color: vars.color.muted });

export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const tag = style({
  fontSize: "0.8rem",
  fontWeight: 600,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.tagBackground,
  color: vars.color.primary,
});

export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  minHeight: CONTROLS_MIN_HEIGHT,
  marginTop: vars.space.lg,
});
export const hint = style({ margin: 0, color: vars.color.muted, textAlign: "center" });

export const skeleton = style({
  minHeight: SLIDE_MIN_HEIGHT,
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
});
