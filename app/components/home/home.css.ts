import { globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { button as uiButton } from "~/components/ui/button.css";
import { vars } from "~/styles/theme.css";

/** Shared by the home page sections, the carousel and the call-to-action block. */

/** One definition, in app/styles/utilities.css.ts. */
export { visuallyHidden } from "~/styles/utilities.css";

/** One definition, in app/styles/layout.css.ts. */
export { container } from "~/styles/layout.css";

/**
 * Every section below the hero: the browser lays one out only when it comes near the screen, so
 * the first layout of this long page covers what a visitor sees first (Lighthouse counted that
 * layout as blocking time). The content stays in the document, the accessibility tree and
 * find-in-page; "auto" keeps a section's real height once it has been laid out.
 */
const sectionBase = style({
  padding: `${vars.space.section} 0`,
  contentVisibility: "auto",
  containIntrinsicSize: "auto 40rem",
});
export const section = styleVariants({
  plain: [sectionBase],
  tinted: [sectionBase, { background: vars.color.surface }],
  dark: [sectionBase, { background: vars.color.primary, color: vars.color.primaryText }],
});
globalStyle(`${section.dark} a:not([class])`, { color: vars.color.primaryText });

export const sectionHeader = style({
  textAlign: "center",
  maxWidth: vars.width.prose,
  margin: `0 auto ${vars.space.xl}`,
});
export const eyebrow = style({
  display: "inline-block",
  fontSize: "0.85rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: vars.color.accent,
  margin: `0 0 ${vars.space.sm}`,
});
globalStyle(`${section.dark} ${eyebrow}`, { color: vars.color.onDarkAccent });
export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.6rem, 3vw, 2.25rem)",
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.md}`,
  color: "inherit",
});
export const lead = style({ fontSize: "1.1rem", color: vars.color.muted, margin: 0 });
globalStyle(`${section.dark} ${lead}`, { color: vars.color.onDarkMuted });

/** The home page's buttons, from the UI kit (ui/button.css.ts). */
export const button = {
  primary: uiButton({ tone: "accent", size: "lg" }),
  secondary: uiButton({ tone: "secondary", size: "lg" }),
  navy: uiButton({ tone: "primary", size: "lg" }),
  light: uiButton({ tone: "outlineOnDark", size: "lg" }),
};
export const buttonRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
});

export const grid = styleVariants({
  two: {
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  },
  three: {
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 17rem), 1fr))",
  },
  four: {
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  },
});

export const card = style({
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.sm,
});
export const cardTitle = style({
  fontSize: "1.2rem",
  lineHeight: 1.3,
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.primary,
});
export const cardText = style({ margin: 0, color: vars.color.muted });

/** A whole card as one link: the heading link's area covers the card. */
export const linkCard = style([
  card,
  { position: "relative", transition: "box-shadow 0.2s", ":hover": { boxShadow: vars.shadow.md } },
]);
export const cardLink = style({
  color: vars.color.primary,
  textDecoration: "none",
  "::after": { content: "", position: "absolute", inset: 0, borderRadius: vars.radius.lg },
  ":focus-visible": { outline: "none" },
});
globalStyle(`${linkCard}:has(${cardLink}:focus-visible)`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
export const cardMore = style({
  display: "inline-block",
  marginTop: vars.space.md,
  fontWeight: 700,
  color: vars.color.primary,
});

export const checkList = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
});
globalStyle(`${checkList} li`, {
  position: "relative",
  paddingLeft: `calc(${vars.space.lg} + ${vars.space.xs})`,
});
globalStyle(`${checkList} li::before`, {
  content: '"✓"',
  position: "absolute",
  left: 0,
  top: 0,
  fontWeight: 700,
  color: vars.color.success,
});

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.55 } });
export const skeletonBlock = style({
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const plainList = style({ listStyle: "none", padding: 0, margin: 0 });
