import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "~/styles/theme.css";
import { TOAST_DURATION, TOAST_MAX_WIDTH } from "./toast-state";

export const viewport = style({
  position: "fixed",
  bottom: 0,
  right: 0,
  zIndex: 100,
  width: "100%",
  maxWidth: `${TOAST_MAX_WIDTH}px`,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  // The empty region never blocks clicks on the page under it.
  pointerEvents: "none",
  ":focus-visible": { outlineOffset: "-3px" },
});

/** In the page's flow (the CRM frame): as wide as the toast may be, no room taken when empty. */
export const inlineViewport = style({
  maxWidth: `${TOAST_MAX_WIDTH * 2}px`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  selectors: { "&:has([data-variant])": { marginBottom: vars.space.md } },
  ":focus-visible": { outlineOffset: "2px" },
});

export const live = style({ display: "contents" });

// On a red (destructive) toast the theme's blue ring is faint; white measures above 6:1.
globalStyle(`[data-variant="destructive"] :focus-visible`, { outlineColor: vars.color.dangerText });

export const toast = recipe({
  base: {
    pointerEvents: "auto",
    display: "flex",
    alignItems: "flex-start",
    justifyContent: "space-between",
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.background,
    color: vars.color.text,
    touchAction: "pan-y",
    transition: "transform 150ms ease-out, opacity 150ms ease-out",
    selectors: { '&[data-swiping="true"]': { transition: "none" } },
  },
  variants: {
    variant: {
      default: {},
      success: { borderLeft: `6px solid ${vars.color.success}` },
      destructive: {
        background: vars.color.danger,
        color: vars.color.dangerText,
        borderColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { variant: "default" },
});

const hide = keyframes({ to: { opacity: 0, visibility: "hidden" } });

/**
 * A flash toast rendered by the server closes itself after the same duration without JavaScript
 * (paused while hovered or focused), so it never stays over the page's own controls. A hidden
 * element takes no clicks.
 */
export const selfClosing = style({
  animation: `${hide} 200ms ease-in ${TOAST_DURATION}ms forwards`,
  selectors: { "&:hover, &:focus-within": { animationPlayState: "paused" } },
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "1ms" } },
});

export const title = style({ margin: 0, fontWeight: 700 });
export const description = style({ margin: `${vars.space.xs} 0 0`, fontSize: "0.95rem" });

export const close = style({
  flexShrink: 0,
  font: "inherit",
  fontSize: "1.25rem",
  lineHeight: 1,
  minWidth: "32px",
  minHeight: "32px",
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  ":hover": { background: vars.color.hoverShade },
});
