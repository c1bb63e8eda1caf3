import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primary} 0%, ${vars.color.primaryLight} 100%)`,
  color: vars.color.primaryText,
  padding: `clamp(${vars.space.xxl}, 8vw, calc(2 * ${vars.space.xxl})) 0`,
  textAlign: "center",
});
export const heroBadge = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.onDarkBorderStrong}`,
  background: vars.color.onDarkTint,
  fontWeight: 600,
  fontSize: "0.95rem",
  margin: `0 0 ${vars.space.lg}`,
});
export const heroTitle = style({
  fontFamily: vars.font.heading,
  fontSize: "clamp(2rem, 5vw, 3.25rem)",
  lineHeight: 1.15,
  margin: `0 auto ${vars.space.md}`,
  maxWidth: "52rem",
});
export const heroTagline = style({
  fontSize: "clamp(1rem, 2.2vw, 1.25rem)",
  fontWeight: 600,
  color: vars.color.onDarkAccent,
  margin: `0 0 ${vars.space.md}`,
});
export const heroIntro = style({
  fontSize: "1.1rem",
  color: vars.color.onDarkMuted,
  maxWidth: vars.width.prose,
  margin: `0 auto ${vars.space.xl}`,
});
export const heroActions = style({
  display: "flex",
  justifyContent: "center",
  marginBottom: vars.space.lg,
});
export const heroLocation = style({
  margin: 0,
  color: vars.color.onDarkMuted,
  fontSize: "0.95rem",
});

export const sectorIcon = style({
  fontSize: "2rem",
  lineHeight: 1,
  marginBottom: vars.space.sm,
  display: "block",
});

export const aboutGrid = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
});
export const statList = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: 0,
});
export const stat = style({
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.lg} clamp(${vars.space.sm}, 3vw, ${vars.space.lg})`,
  textAlign: "center",
  display: "flex",
  flexDirection: "column-reverse",
});
export const statValue = style({
  fontSize: "2.25rem",
  fontWeight: 800,
  color: vars.color.primary,
  margin: 0,
  lineHeight: 1.1,
});
export const statLabel = style({ color: vars.color.muted, fontWeight: 600 });

export const timeline = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.xl}`,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))",
  counterReset: "phase",
});
export const phase = style({
  background: vars.color.onDarkSurface,
  border: `1px solid ${vars.color.onDarkBorder}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});
export const phaseDuration = style({
  display: "block",
  fontWeight: 800,
  fontSize: "1.25rem",
  color: vars.color.onDarkAccent,
});
export const phaseTitle = style({
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  fontSize: "1.15rem",
});
export const phaseText = style({ margin: 0, color: vars.color.onDarkMuted });
export const centerRow = style({ display: "flex", justifyContent: "center" });

export const caseList = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: "56rem",
  margin: "0 auto",
});
export const caseStudy = style({
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const caseSummary = style({
  cursor: "pointer",
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  listStyle: "none",
  position: "relative",
  paddingRight: `calc(${vars.space.xxl} + ${vars.space.sm})`,
  selectors: { "&::-webkit-details-marker": { display: "none" } },
  "::after": {
    content: '"+"',
    position: "absolute",
    right: vars.space.lg,
    top: "50%",
    transform: "translateY(-50%)",
    fontSize: "1.75rem",
    fontWeight: 700,
    color: vars.color.accent,
  },
});
globalStyle(`${caseStudy}[open] > ${caseSummary}::after`, { content: '"−"' });
export const caseTitle = style({ fontSize: "1.15rem", fontWeight: 700, color: vars.color.primary });
export const caseClient = style({ color: vars.color.muted, fontSize: "0.95rem" });
export const caseBody = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  display: "grid",
  gap: vars.space.md,
});
export const caseHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: "1rem",
  color: vars.color.text,
});
export const caseText = style({ margin: 0 });

export const weeks = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.xl}`,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});
export const weekLabel = style({
  display: "inline-block",
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  fontSize: "0.85rem",
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.smPlus}`,
  marginBottom: vars.space.sm,
});

export const postMeta = style({
  fontSize: "0.85rem",
  color: vars.color.muted,
  fontWeight: 600,
  margin: `0 0 ${vars.space.sm}`,
});
export const postImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  marginBottom: vars.space.md,
  background: vars.color.surface,
});
export const comingSoon = style({
  textAlign: "center",
  maxWidth: vars.width.prose,
  margin: "0 auto",
});
export const viewAll = style({
  display: "flex",
  justifyContent: "center",
  marginTop: vars.space.xl,
});
