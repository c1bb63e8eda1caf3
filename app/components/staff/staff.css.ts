/** The staff pages. */
import { style } from "@vanilla-extract/css";

export const wrapAnywhere = style({ overflowWrap: "anywhere" });

/** "Expired" beside an invitation's end date: words and weight, not colour alone. */
export const expired = style({ fontWeight: 700 });
