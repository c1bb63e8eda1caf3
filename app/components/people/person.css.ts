import { globalStyle, style } from "@vanilla-extract/css";
import { badge as uiBadge } from "~/components/ui/badge.css";
import { vars } from "~/styles/theme.css";

export const personLink = style({ color: vars.color.primary, overflowWrap: "anywhere" });

// Dark orange on a light tint: above 7:1, distinct from the status colours.
export const restrictedBadge = uiBadge({ tone: "restricted" });

// Addresses are long unbroken words: they wrap anywhere rather than widen the page at 320 px.
export const section = style({ marginBlock: vars.space.lg, overflowWrap: "anywhere", minWidth: 0 });

export const counts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const count = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlock: vars.space.md,
});

export const record = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const fields = style({
  display: "grid",
  gridTemplateColumns: "minmax(6rem, max-content) minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const value = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" });

export const notice = style({
  borderInlineStart: `4px solid ${vars.color.danger}`,
  paddingInlineStart: vars.space.md,
});

/** Hidden on paper: links and buttons that only make sense on screen. */
export const screenOnly = style({});
globalStyle(`${screenOnly}`, { "@media": { print: { display: "none" } } });

export const report = style({
  overflowWrap: "anywhere",
  maxWidth: "60rem",
  margin: "0 auto",
  padding: vars.space.md,
  "@media": { print: { maxWidth: "none", padding: 0 } },
});

export const valueList = style({ margin: 0, paddingLeft: vars.space.lg });
