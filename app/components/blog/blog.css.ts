/** Blog list, cards, skeletons and post page. Colours from the theme tokens (AA contrast). */
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { button as uiButton } from "~/components/ui/button.css";
import { vars } from "~/styles/theme.css";

/** One definition, in app/styles/layout.css.ts. */
export { container } from "~/styles/layout.css";

export const hero = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  padding: `${vars.space.xxl} 0`,
});

export const heroTitle = style({
  fontFamily: vars.font.heading,
  fontSize: "clamp(2rem, 4vw + 1rem, 3rem)",
  lineHeight: 1.15,
  margin: `0 0 ${vars.space.md}`,
});

export const heroLead = style({ fontSize: "1.15rem", margin: 0, maxWidth: vars.width.prose });

export const listSection = style({ padding: `${vars.space.xxl} 0` });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
});

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  boxShadow: vars.shadow.sm,
  transition: "box-shadow 150ms ease",
  selectors: { "&:hover, &:focus-within": { boxShadow: vars.shadow.md } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const cardImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  background: vars.color.surface,
});

export const cardBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  flex: 1,
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  fontSize: "0.875rem",
  color: vars.color.muted,
  margin: 0,
});

export const category = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
});

export const cardTitle = style({ fontSize: "1.25rem", lineHeight: 1.3, margin: 0 });

/** The heading link covers the whole card, so the card is one target and one tab stop. */
export const cardLink = style({
  color: vars.color.primary,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:hover": { textDecoration: "underline" },
  },
});

export const excerpt = style({ margin: 0, color: vars.color.text, flex: 1 });

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.5 } });

export const skeletonBlock = style({
  background: vars.color.border,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const skeletonImage = style([skeletonBlock, { aspectRatio: "16 / 9", borderRadius: 0 }]);
export const skeletonLine = style([skeletonBlock, { height: "1rem" }]);

export const stateBox = style({
  textAlign: "center",
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const stateTitle = style({ fontSize: "1.5rem", margin: `0 0 ${vars.space.sm}` });

/* Post page -------------------------------------------------------------- */

export const article = style({ padding: `${vars.space.xxl} 0` });

export const articleHeader = style({ maxWidth: vars.width.prose, margin: "0 auto" });
export const articleImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
});

export const articleTitle = style({
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.9rem, 3vw + 1rem, 2.75rem)",
  lineHeight: 1.2,
  margin: `${vars.space.md} 0`,
  color: vars.color.primary,
});

export const lead = style({
  fontSize: "1.2rem",
  color: vars.color.muted,
  margin: `0 0 ${vars.space.lg}`,
});

export const body = style({ maxWidth: vars.width.prose, margin: "0 auto", fontSize: "1.0625rem" });

globalStyle(`${body} h2`, {
  fontSize: "1.6rem",
  lineHeight: 1.25,
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  color: vars.color.primary,
});
globalStyle(`${body} h3`, {
  fontSize: "1.25rem",
  lineHeight: 1.3,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});
globalStyle(`${body} p, ${body} ul, ${body} ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${body} li`, { marginBottom: vars.space.xs });
globalStyle(`${body} a`, {
  color: vars.color.primary,
  textDecorationThickness: "1px",
  textUnderlineOffset: "2px",
});
globalStyle(`${body} h4, ${body} h5, ${body} h6`, {
  fontSize: "1.0625rem",
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});
globalStyle(`${body} blockquote`, {
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
});
globalStyle(`${body} blockquote > :last-child`, { marginBottom: 0 });
// Library images carry their own width and height (no layout shift) and fit the column.
globalStyle(`${body} img`, { display: "block", maxWidth: "100%", height: "auto" });
globalStyle(`${body} code`, { fontFamily: vars.font.mono, fontSize: "0.9em" });
globalStyle(`${body} pre`, {
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  overflowX: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});
// Wide tables scroll inside the column instead of pushing the page sideways at 320 px.
globalStyle(`${body} table`, {
  display: "block",
  maxWidth: "100%",
  overflowX: "auto",
  borderCollapse: "collapse",
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${body} th, ${body} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: "left",
});
globalStyle(`${body} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${body} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });

export const cta = style({
  maxWidth: vars.width.prose,
  margin: `${vars.space.xxl} auto 0`,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const ctaTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.5rem" });

/** The blog's buttons, from the UI kit (ui/button.css.ts). */
export const button = uiButton({ tone: "accent", size: "lg" });
export const buttonOutline = uiButton({ tone: "secondary", size: "lg" });

export const backLink = style({ display: "inline-block", marginTop: vars.space.xl });

export const backWrap = style({ maxWidth: vars.width.prose, margin: "0 auto" });

/** One definition, in app/styles/utilities.css.ts. */
export { visuallyHidden } from "~/styles/utilities.css";
