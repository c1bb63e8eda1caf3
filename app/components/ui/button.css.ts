import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { breakpoints, vars } from "~/styles/theme.css";

/**
 * The small size of a control in a dense table row on a wide screen (26 px tall, above the 24 px
 * minimum of WCAG 2.5.8): a button and a field in one row line up. Phones keep the full size.
 */
export const denseOnWide = {
  "@media": {
    [breakpoints.wide]: {
      minHeight: "26px",
      padding: `0 ${vars.space.sm}`,
      fontSize: vars.fontSize.small,
      borderWidth: "1px",
    },
  },
};

/**
 * The one button (a <button>, or a link that looks like one). `tone` is its colours: primary
 * (navy), accent (amber, the public pages' call to action), secondary (navy outline), danger and
 * dangerOutline, onDark / outlineOnDark for the navy sections, and outlineCurrent, an outline in
 * the colour of its surroundings (the public header, navy until scrolled, then white). `shape`:
 * pill for the header's calls to action (rounded corners without it). `size`: md and lg are at least
 * 44 px tall (a comfortable target); sm is for a dense table row on a wide screen, 26 px tall
 * (above the 24 px minimum, WCAG 2.5.8), and md again where the rows stack on a phone.
 * Disabled and busy (aria-busy, a pending form) are dimmed; the focus ring is the theme's (white
 * for the tones on navy).
 */
export const button = recipe({
  base: {
    font: "inherit",
    fontWeight: 700,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minHeight: "44px",
    borderRadius: vars.radius.md,
    border: "2px solid transparent",
    textAlign: "center",
    textDecoration: "none",
    cursor: "pointer",
    ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    selectors: {
      "&:disabled, &[aria-disabled='true']": { opacity: 0.7, cursor: "not-allowed" },
      "&[aria-busy='true']": { opacity: 0.7, cursor: "progress" },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        ":hover": { background: vars.color.primaryHover },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.accentText,
        ":hover": { background: vars.color.accentHover },
      },
      secondary: {
        background: vars.color.background,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        ":hover": { background: vars.color.surface },
      },
      danger: { background: vars.color.danger, color: vars.color.dangerText },
      dangerOutline: {
        background: vars.color.background,
        color: vars.color.danger,
        borderColor: vars.color.danger,
        ":hover": { background: vars.color.surface },
      },
      // On navy, a white focus ring (the theme's blue one is faint there).
      onDark: {
        background: vars.color.background,
        color: vars.color.primary,
        ":hover": { background: vars.color.surface },
        ":focus-visible": { outlineColor: vars.color.onDarkFocus },
      },
      outlineOnDark: {
        background: "transparent",
        color: vars.color.onDarkText,
        borderColor: vars.color.onDarkText,
        ":hover": { background: vars.color.onDarkHover },
        ":focus-visible": { outlineColor: vars.color.onDarkFocus },
      },
      outlineCurrent: {
        background: "transparent",
        color: "inherit",
        borderColor: "currentColor",
        ":hover": { textDecoration: "underline" },
      },
    },
    // Only a variant that changes something: an empty one would add a class to every button.
    shape: { pill: { borderRadius: vars.radius.pill } },
    size: {
      sm: {
        padding: `${vars.space.sm} ${vars.space.md}`,
        ...denseOnWide,
      },
      md: { padding: `${vars.space.sm} ${vars.space.md}` },
      lg: {
        gap: vars.space.sm,
        padding: `calc(${vars.space.sm} * 1.25) ${vars.space.lg}`,
        lineHeight: 1.4,
      },
    },
  },
  defaultVariants: { tone: "primary", size: "md" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
