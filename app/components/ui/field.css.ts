import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "~/styles/theme.css";
import { denseOnWide } from "./button.css";

/** A label above its control (and hint, and message). */
export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const label = recipe({
  base: { fontWeight: vars.fontWeight.strong },
  variants: { size: { md: {}, sm: { fontSize: "0.95rem" } } },
  defaultVariants: { size: "md" },
});

/**
 * An input, select or textarea: a 3:1 edge on white, at least 44 px tall, a red double-width
 * edge when invalid. `size`: lg on the public forms, md in the CRM, sm for a dense table row on
 * a wide screen (26 px, md again where rows stack on a phone). `multiline` for a textarea.
 */
export const control = recipe({
  base: {
    font: "inherit",
    border: `1px solid ${vars.color.controlBorder}`,
    borderRadius: vars.radius.sm,
    background: vars.color.background,
    color: vars.color.text,
    minHeight: "44px",
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px" },
    },
  },
  variants: {
    size: {
      sm: {
        padding: vars.space.sm,
        ...denseOnWide,
      },
      md: { padding: vars.space.sm },
      lg: { padding: `${vars.space.sm} ${vars.space.smPlus}` },
    },
    multiline: { true: { minHeight: "120px", resize: "vertical" } },
  },
  defaultVariants: { size: "md" },
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;
