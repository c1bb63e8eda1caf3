import { href } from "react-router";

/**
 * The address that asks for the password or a code (unless given in the last few minutes), then
 * continues to `returnTo`: exports, subject access, erasure and staff changes link through it.
 */
export const reauthHref = (returnTo: string) =>
  `${href("/crm/reauth")}?returnTo=${encodeURIComponent(returnTo)}`;
