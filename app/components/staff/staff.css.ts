/** The staff pages. */
import { style } from "@vanilla-extract/css";

export const wrapAnywhere = style({ overflowWrap: "anywhere" });
