/** The shared CRM controls: form fields, buttons, badges, dialogs, disclosures. */
import { globalStyle, style } from "@vanilla-extract/css";
import { badge as uiBadge } from "~/components/ui/badge.css";
import { button as uiButton } from "~/components/ui/button.css";
import {
  control as uiControl,
  field as uiField,
  label as uiLabel,
} from "~/components/ui/field.css";
import { breakpoints, vars } from "~/styles/theme.css";

/** One definition, in app/styles/utilities.css.ts. */
export { visuallyHidden } from "~/styles/utilities.css";

export const searchForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

/** A label above its control, from the UI kit (ui/field.css.ts). */
export const inlineField = uiField;

/**
 * A select of colleagues is as wide as its longest option (a long email address): capped so it
 * fits 320 px, and a label naming an address may break inside it.
 */
export const ownerSelect = style({ maxWidth: "15rem" });

/** In the filter line: wide enough for Everyone's, Mine and Unassigned, so the line never wraps. */
export const ownerFilterSelect = style({ maxWidth: "9rem" });

export const label = uiLabel({ size: "sm" });

export const control = uiControl({ size: "md" });

/** A control in a dense table row: 26 px tall on a wide screen, full size where rows stack. */
export const smallControl = uiControl({ size: "sm" });

/** The CRM's buttons, from the UI kit; `smallButton` for a dense table row (see ui/button.css.ts). */
export const button = {
  primary: uiButton({ tone: "primary" }),
  secondary: uiButton({ tone: "secondary" }),
  danger: uiButton({ tone: "danger" }),
  dangerOutline: uiButton({ tone: "dangerOutline" }),
};

export const smallButton = {
  secondary: uiButton({ tone: "secondary", size: "sm" }),
  dangerOutline: uiButton({ tone: "dangerOutline", size: "sm" }),
};

/**
 * A list's search and filters on one line on a wide screen: each label beside its control, the
 * controls a little lower than elsewhere (36 px).
 */
export const filterBar = style({
  "@media": {
    [breakpoints.wide]: { alignItems: "center" },
  },
});

globalStyle(`${filterBar} > div`, {
  "@media": { [breakpoints.wide]: { flexDirection: "row", alignItems: "center" } },
});

globalStyle(`${filterBar} :is(input, select, button, a)`, {
  "@media": { [breakpoints.wide]: { minHeight: "36px", paddingBlock: 0 } },
});

// The status colours of the spec (new blue, contacted yellow, qualified green, proposal purple,
// closed-won emerald, closed-lost red, other grey): the UI kit's badge (ui/badge.css.ts).
export const statusBadge = {
  new: uiBadge({ tone: "new" }),
  contacted: uiBadge({ tone: "contacted" }),
  qualified: uiBadge({ tone: "qualified" }),
  proposal: uiBadge({ tone: "proposal" }),
  "closed-won": uiBadge({ tone: "closedWon" }),
  "closed-lost": uiBadge({ tone: "closedLost" }),
  other: uiBadge({ tone: "neutral" }),
};

export const scoreBadge = uiBadge({ tone: "score" });

export const neutralBadge = uiBadge({ tone: "neutral" });

export const activeBadge = uiBadge({ tone: "active" });

/** A follow-up past its due time: red, like the dashboard's Overdue group (dueOverdue). */
export const overdueBadge = uiBadge({ tone: "closedLost" });

export const dialog = style({
  border: "none",
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  width: "min(40rem, calc(100vw - 2rem))",
  maxHeight: "calc(100vh - 2rem)",
  boxShadow: vars.shadow.md,
  selectors: { "&::backdrop": { background: vars.color.backdrop } },
});

export const dialogHeader = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
});

export const dialogTitle = style({ margin: 0, fontSize: "1.3rem" });

export const formGrid = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
});

export const formActions = style({
  display: "flex",
  gap: vars.space.sm,
  flexWrap: "wrap",
  marginTop: vars.space.md,
});

export const pageSection = style({ maxWidth: vars.width.prose });

export const formError = style({ color: vars.color.danger, fontWeight: 600 });

export const details_ = style({ marginTop: vars.space.sm });

export const summaryButton = style({
  cursor: "pointer",
  fontWeight: 700,
  color: vars.color.primary,
  minHeight: "44px",
  display: "list-item",
  paddingBlock: vars.space.sm,
});

/** A form on one line in a table row (the status select and its Save button). */
export const compactForm = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "center",
  flexWrap: "wrap",
  "@media": { [breakpoints.wide]: { flexWrap: "nowrap" } },
});

globalStyle(`${compactForm} button`, { whiteSpace: "nowrap", flexShrink: 0 });
