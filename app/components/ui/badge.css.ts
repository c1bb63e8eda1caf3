import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "~/styles/theme.css";

const tint = (tone: keyof typeof vars.status) => ({
  background: vars.status[tone].background,
  color: vars.status[tone].text,
});

/**
 * A short label in a pill: a lead's status, its score, a mail's or subscription's state, a
 * restriction, a count. Dark text on a light tint from the theme's status palette (above 7:1),
 * or white on navy for a count.
 */
export const badge = recipe({
  base: {
    display: "inline-block",
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: "0.85rem",
    fontWeight: 700,
    border: "1px solid currentColor",
  },
  variants: {
    tone: {
      new: tint("new"),
      contacted: tint("contacted"),
      qualified: tint("qualified"),
      proposal: tint("proposal"),
      closedWon: tint("closedWon"),
      closedLost: tint("closedLost"),
      neutral: tint("neutral"),
      score: tint("score"),
      active: tint("active"),
      restricted: tint("restricted"),
      count: { background: vars.color.primary, color: vars.color.primaryText, fontSize: "0.8rem" },
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
