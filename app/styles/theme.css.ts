import { createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import { BRAND_FAMILY, FALLBACK_FAMILY } from "./fonts.css";

const brandStack = `"${BRAND_FAMILY}", "${FALLBACK_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

/**
 * The design tokens, the one source for every style in app/: colours (chosen for WCAG AA
 * contrast on their intended backgrounds), the typeface, a type scale, spacing, radii,
 * shadows and widths. Components use these, never raw values, so the look changes here.
 */
export const vars = createGlobalTheme(":root", {
  color: {
    primary: "#0b3a5b", // deep navy: nav bar at the top, headings
    primaryHover: "#082c45",
    primaryText: "#ffffff",
    accent: "#b45309", // amber (AA on white)
    accentText: "#ffffff",
    text: "#1f2937",
    muted: "#4b5563",
    background: "#ffffff",
    surface: "#f3f6f9",
    border: "#d1d5db",
    focus: "#2563eb",
    success: "#047857",
    successText: "#ffffff",
    danger: "#b91c1c",
    dangerText: "#ffffff",
    /** Accent buttons and links under the pointer. */
    accentHover: "#92400e",
    /** A form control's edge (3:1 against white, WCAG 1.4.11). */
    controlBorder: "#6b7280",
    /** Behind a modal dialog. */
    backdrop: "rgba(15, 23, 42, 0.6)",
    /** A light wash under the pointer on a light background. */
    hoverShade: "rgba(0, 0, 0, 0.08)",
    /** A placeholder while content loads. */
    skeleton: "#e5e7eb",
    /** A small label on white (testimonial tags). */
    tagBackground: "#e0ecf5",
    /** Opaque for a mask image (what shows); the mask's other stops are transparent. */
    maskOpaque: "#000000",
    /** The lighter end of the hero's navy gradient. */
    primaryLight: "#114e78",
    // On the navy background (primary): text, focus, translucent borders and fills.
    onDarkText: "#ffffff",
    onDarkMuted: "#dbe7f0",
    onDarkAccent: "#fcd9a8",
    onDarkFocus: "#ffffff",
    onDarkBorder: "rgba(255, 255, 255, 0.3)",
    onDarkBorderStrong: "rgba(255, 255, 255, 0.5)",
    onDarkSurface: "rgba(255, 255, 255, 0.08)",
    onDarkTint: "rgba(255, 255, 255, 0.1)",
    onDarkHover: "rgba(255, 255, 255, 0.12)",
  },
  /**
   * Badges: dark text on a light tint, each pair above 7:1 (new blue, contacted yellow, qualified
   * green, proposal purple, closed-won emerald, closed-lost red, neutral grey; score indigo,
   * active emerald, restricted orange).
   */
  status: {
    new: { background: "#dbeafe", text: "#1e3a8a" },
    contacted: { background: "#fef9c3", text: "#713f12" },
    qualified: { background: "#dcfce7", text: "#14532d" },
    proposal: { background: "#f3e8ff", text: "#581c87" },
    closedWon: { background: "#d1fae5", text: "#064e3b" },
    closedLost: { background: "#fee2e2", text: "#7f1d1d" },
    neutral: { background: "#f3f4f6", text: "#374151" },
    score: { background: "#e0e7ff", text: "#312e81" },
    active: { background: "#d1fae5", text: "#064e3b" },
    restricted: { background: "#ffedd5", text: "#7c2d12" },
  },
  font: {
    body: brandStack,
    heading: brandStack,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  /** Type scale: fixed steps for text, fluid steps (320 → 1366 px) for headings. */
  fontSize: {
    small: "0.875rem",
    body: "1rem",
    lead: "1.15rem",
    h4: "1.2rem",
    h3: "clamp(1.25rem, 0.4vw + 1.15rem, 1.45rem)",
    h2: "clamp(1.6rem, 2vw + 1rem, 2.25rem)",
    h1: "clamp(2rem, 4vw + 1rem, 3.25rem)",
    figure: "clamp(1.9rem, 1.5vw + 1.5rem, 2.5rem)",
  },
  fontWeight: { body: "400", strong: "600", heading: "750", display: "800" },
  lineHeight: { body: "1.6", heading: "1.15", tight: "1.1" },
  space: {
    xxs: "0.125rem",
    xs: "0.25rem",
    sm: "0.5rem",
    smPlus: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "4rem",
    /** The space between the content column and the screen's edge. */
    gutter: "1.5rem",
    /** What a jump to an anchor or a focused field keeps clear at the top: the sticky header. */
    stickyHeader: "5rem",
  },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  shadow: { sm: "0 1px 2px rgba(0,0,0,0.08)", md: "0 4px 12px rgba(0,0,0,0.12)" },
  width: { content: "72rem", prose: "44rem", wide: "100rem" },
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.6,
});
globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: "-0.01em",
});
globalStyle("img, svg", { maxWidth: "100%", height: "auto" });
globalStyle("a", { color: vars.color.primary });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
// Smooth scrolling only for a jump the visitor makes on the page (a followed link has focus), never
// for the fragment a page opens at: a form's answer without JavaScript must open with its errors
// or confirmation on screen, not animate there from the top (and never with reduced motion).
globalStyle("html:focus-within", {
  "@media": { "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } },
});

/**
 * Breakpoints, the one source for media queries (CSS custom properties cannot be used in them).
 * `narrow`: phones and small tablets, where tables stack into labelled blocks. `phone`: the
 * smallest screens (tighter padding). `twoColumns`: room for a text beside its aside.
 * `desktopNav`: room for the whole navigation on one line.
 */
export const breakpoints = {
  phone: "screen and (max-width: 30rem)",
  narrow: "screen and (max-width: 48rem)",
  wide: "screen and (min-width: 48.0625rem)",
  twoColumns: "screen and (min-width: 56rem)",
  desktopNav: "screen and (min-width: 70rem)",
} as const;
