/**
 * Shared styles for the public content pages (about, team, consulting, training, contact,
 * DentalIQ, sectors, legal). Colours come from the theme tokens, each pairing chosen for
 * WCAG AA contrast: white on primary/accent, text/muted on white or surface.
 */
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { button as uiButton } from "~/components/ui/button.css";
import { breakpoints, vars } from "~/styles/theme.css";

/** One definition, in app/styles/utilities.css.ts. */
export { visuallyHidden } from "~/styles/utilities.css";

/** One definition, in app/styles/layout.css.ts. */
export { container } from "~/styles/layout.css";

export const prose = style({ maxWidth: vars.width.prose });

/* Hero ------------------------------------------------------------------ */

export const hero = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  padding: `${vars.space.section} 0`,
});

export const heroEyebrow = style({
  display: "inline-block",
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primaryText}`,
  fontSize: "0.875rem",
  fontWeight: 600,
  letterSpacing: "0.02em",
});

export const heroTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h1,
  lineHeight: vars.lineHeight.heading,
  margin: `0 0 ${vars.space.md}`,
  maxWidth: "22ch",
});

export const heroLead = style({
  fontSize: "1.2rem",
  margin: `0 0 ${vars.space.lg}`,
  maxWidth: vars.width.prose,
});

/** Text and illustration side by side; the illustration waits for room to be useful. */
export const heroSplit = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  "@media": { [breakpoints.twoColumns]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const heroImage = style({
  display: "none",
  width: "100%",
  height: "auto",
  "@media": { [breakpoints.twoColumns]: { display: "block" } },
});

globalStyle(`${hero} a:not([class])`, { color: vars.color.primaryText });

/* Sections --------------------------------------------------------------- */

export const section = style({ padding: `${vars.space.section} 0` });

export const sectionTone = styleVariants({
  plain: { background: vars.color.background },
  surface: { background: vars.color.surface },
  primary: { background: vars.color.primary, color: vars.color.primaryText },
});

globalStyle(`${sectionTone.primary} a:not([class])`, { color: vars.color.primaryText });

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h2,
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.md}`,
});

export const sectionIntro = style({
  fontSize: "1.1rem",
  margin: `0 0 ${vars.space.xl}`,
  maxWidth: vars.width.prose,
});

/* Cards ------------------------------------------------------------------ */

const cardGap = vars.space.lg;

/** Flex rather than grid, so the last row's cards grow to fill it (no orphan in a corner). */
export const cardGrid = style({
  display: "flex",
  flexWrap: "wrap",
  gap: cardGap,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

/** The most cards a row holds; narrower screens hold fewer (each card is at least 16rem). */
export const cardColumns = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {} });
for (const columns of [1, 2, 3, 4] as const) {
  globalStyle(`${cardColumns[columns]} > li`, {
    flex: `1 1 max(min(100%, 16rem), calc((100% - ${columns - 1} * ${cardGap}) / ${columns}))`,
  });
}

export const centered = style({ textAlign: "center" });
globalStyle(`${centered} > p`, { marginInline: "auto" });
globalStyle(`${centered} > div`, { justifyContent: "center" });

export const card = style({
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});

export const cardHighlight = style({
  borderColor: vars.color.accent,
  borderWidth: 2,
});

export const cardTitle = style({
  fontFamily: vars.font.heading,
  fontSize: "1.2rem",
  lineHeight: 1.3,
  margin: 0,
  color: vars.color.primary,
});

export const cardText = style({ margin: 0 });

export const cardList = style({
  margin: `${vars.space.sm} 0 0`,
  paddingLeft: vars.space.lg,
});

export const cardFooter = style({ marginTop: "auto", paddingTop: vars.space.md });

/** Challenges as a ruled list beside their introduction (a sector page's "list" rhythm). */
export const challengeList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});
globalStyle(`${challengeList} > li`, {
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
});
globalStyle(`${challengeList} p`, { margin: `${vars.space.xs} 0 0` });

/* Buttons (links styled as buttons) -------------------------------------- */

/** The public pages' buttons, from the UI kit (ui/button.css.ts). */
export const button = {
  primary: uiButton({ tone: "accent", size: "lg" }),
  secondary: uiButton({ tone: "secondary", size: "lg" }),
  onDark: uiButton({ tone: "onDark", size: "lg" }),
  outlineOnDark: uiButton({ tone: "outlineOnDark", size: "lg" }),
};

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  marginTop: vars.space.lg,
});

/* Stats ------------------------------------------------------------------ */

export const statList = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 10rem), 1fr))",
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
});

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  margin: 0,
});

export const statValue = style({
  fontSize: "2.25rem",
  fontWeight: 800,
  lineHeight: 1.1,
  margin: 0,
});

export const statLabel = style({ margin: 0, fontSize: "0.95rem" });

/* Two-column split -------------------------------------------------------- */

export const split = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  alignItems: "start",
});

export const badge = style({
  display: "inline-block",
  alignSelf: "flex-start",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: vars.color.successText,
  fontSize: "0.8rem",
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const timeline = style({
  listStyle: "none",
  counterReset: "phase",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});

export const timelineItem = style({
  borderTop: `4px solid ${vars.color.accent}`,
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  boxShadow: vars.shadow.sm,
});

export const timelineDuration = style({
  display: "block",
  fontWeight: 800,
  fontSize: "1.15rem",
  color: vars.color.primary,
});

/** A slim strip (key figures under a hero). */
export const band = style({ padding: `${vars.space.lg} 0`, background: vars.color.surface });
globalStyle(`${band} dl`, { marginTop: 0 });
