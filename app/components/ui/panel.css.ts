import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "~/styles/theme.css";

/**
 * A framed block: `plain` is a card on white with a grey edge, `emphasis` a tinted block with a
 * navy edge (a form opened in place, a notice), `success` a green edge (a form's confirmation),
 * `danger` a thick red edge (a form's list of mistakes). `selected` rings a plain card in navy.
 */
export const panel = recipe({
  base: { borderRadius: vars.radius.md, borderStyle: "solid" },
  variants: {
    tone: {
      plain: {
        borderWidth: "1px",
        borderColor: vars.color.border,
        background: vars.color.background,
      },
      emphasis: {
        borderWidth: "2px",
        borderColor: vars.color.primary,
        background: vars.color.surface,
      },
      success: {
        borderWidth: "2px",
        borderColor: vars.color.success,
        background: vars.color.background,
      },
      danger: {
        borderWidth: "3px",
        borderColor: vars.color.danger,
        background: vars.color.background,
      },
    },
    padding: {
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    selected: {
      true: { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primary}` },
    },
  },
  defaultVariants: { tone: "plain", padding: "md" },
});

export type PanelVariants = NonNullable<RecipeVariants<typeof panel>>;
