import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const LOGO_WIDTH = 160;
export const LOGO_HEIGHT = 48;

const scroll = keyframes({
  from: { transform: "translateX(0)" },
  to: { transform: "translateX(-50%)" },
});
const reduced = "(prefers-reduced-motion: reduce)";

export const strip = style({
  padding: `${vars.space.xl} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const heading = style({
  textAlign: "center",
  fontSize: "0.95rem",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.muted,
  margin: `0 0 ${vars.space.md}`,
});

/** CSS-only pause (WCAG 2.2.2), so it works without JavaScript too. */
export const pauseToggle = style({
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: "0.9rem",
  color: vars.color.muted,
  marginTop: vars.space.sm,
  "@media": { [reduced]: { display: "none" } },
});
export const pauseInput = style({ width: "1.1rem", height: "1.1rem", margin: 0 });

export const viewport = style({
  overflow: "hidden",
  // fixed height: the logos' space is reserved before they load
  height: `${LOGO_HEIGHT + 16}px`,
  maskImage: `linear-gradient(to right, transparent, ${vars.color.maskOpaque} 8%, ${vars.color.maskOpaque} 92%, transparent)`,
  "@media": { [reduced]: { height: "auto", maskImage: "none" } },
});

export const track = style({
  display: "flex",
  width: "max-content",
  animation: `${scroll} 40s linear infinite`,
  selectors: {
    "&:hover, &:focus-within": { animationPlayState: "paused" },
  },
  "@media": { [reduced]: { animation: "none", width: "auto", justifyContent: "center" } },
});
globalStyle(`${strip}:has(${pauseInput}:checked) ${track}`, { animationPlayState: "paused" });

export const list = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxl,
  paddingRight: vars.space.xxl,
  listStyle: "none",
  margin: 0,
  paddingLeft: 0,
  "@media": {
    [reduced]: { flexWrap: "wrap", justifyContent: "center", gap: vars.space.lg, paddingRight: 0 },
  },
});

/** The second copy only makes the loop seamless; it is not shown when motion is reduced. */
export const duplicate = style({ "@media": { [reduced]: { display: "none" } } });

export const link = style({
  display: "block",
  width: `${LOGO_WIDTH}px`,
  height: `${LOGO_HEIGHT}px`,
  padding: "0",
  borderRadius: vars.radius.sm,
  position: "relative",
});

export const logo = style({
  display: "block",
  width: `${LOGO_WIDTH}px`,
  height: `${LOGO_HEIGHT}px`,
  objectFit: "contain",
  selectors: { '&[data-failed="true"]': { visibility: "hidden" } },
});

/*
 * While the keyboard is on a logo, the strip stands still as it does for reduced motion: every
 * logo in place, in rows, none of them moved out of view by the loop (a focused logo half outside
 * the clipped strip would not be scrolled into view). :focus-visible, so a mouse click, which
 * focuses the link too, does not rearrange the logos under the pointer.
 */
const keyboard = `${strip}:has(a:focus-visible)`;
globalStyle(`${keyboard} ${viewport}`, { height: "auto", overflow: "visible", maskImage: "none" });
globalStyle(`${keyboard} ${track}`, { animation: "none", width: "auto", justifyContent: "center" });
globalStyle(`${keyboard} ${list}`, {
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.lg,
  paddingRight: 0,
});
globalStyle(`${keyboard} ${duplicate}`, { display: "none" });
