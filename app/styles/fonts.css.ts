/**
 * The brand typeface, Manrope (@fontsource-variable/manrope, OFL): one variable latin woff2
 * for every weight, served from our own origin and preloaded by app/root.tsx (BRAND_FONT_URL).
 *
 * font-display: optional, so text is never re-laid out when the font arrives: a preloaded
 * font is in time for the first paint; a late one is simply used on the next page. Until
 * then "Manrope Fallback" is the visitor's Arial (or its metric twin Liberation Sans)
 * scaled to Manrope's width and line metrics, measured in Chromium: body text at 400 runs
 * 3.5 % wider than Arial; ascent 1.066 em and descent 0.3 em, divided by that scale.
 */
import { globalFontFace } from "@vanilla-extract/css";

export const BRAND_FAMILY = "Manrope Variable";
export const FALLBACK_FAMILY = "Manrope Fallback";

globalFontFace(BRAND_FAMILY, {
  src: 'url("../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2") format("woff2-variations")',
  fontWeight: "200 800",
  fontStyle: "normal",
  fontDisplay: "optional",
  unicodeRange:
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
});

globalFontFace(FALLBACK_FAMILY, {
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans"), local("Helvetica")',
  sizeAdjust: "103.5%",
  ascentOverride: "103%",
  descentOverride: "29%",
  lineGapOverride: "0%",
});
