/** The newsletter archive's list; the issue page uses the blog post's styles. */
import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({
  listStyle: "none",
  margin: `0 auto`,
  padding: 0,
  maxWidth: vars.width.prose,
  display: "grid",
  gap: vars.space.lg,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.lg,
});

export const issueTitle = style({
  fontSize: "1.25rem",
  lineHeight: 1.3,
  margin: `${vars.space.xs} 0`,
});

export const issueDate = style({ color: vars.color.muted, fontSize: "0.9375rem" });

export const preview = style({ margin: 0 });

export const feedLink = style({ display: "inline-block", marginTop: vars.space.lg });
