import { createGlobalTheme, globalStyle } from "@vanilla-extract/css";

/** Design tokens. Colours are chosen for WCAG AA contrast on their intended backgrounds. */
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
    danger: "#b91c1c",
    dangerText: "#ffffff",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "4rem",
    /** The space between the content column and the screen's edge. */
    gutter: "1.5rem",
  },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  shadow: { sm: "0 1px 2px rgba(0,0,0,0.08)", md: "0 4px 12px rgba(0,0,0,0.12)" },
  width: { content: "72rem", prose: "44rem" },
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { scrollBehavior: "smooth", WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.6,
});
globalStyle("img, svg", { maxWidth: "100%", height: "auto" });
globalStyle("a", { color: vars.color.primary });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("html", {
  "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } },
});
