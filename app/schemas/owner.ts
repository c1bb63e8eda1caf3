/** Lead owners in URLs and request bodies: ?owner=me|none|<id>, and {ownerId: <id> | null}. */
import { z } from "zod";

/** The ?owner= words, besides a staff account's id. */
export type OwnerParam = "me" | "none" | number;

/** The ?owner= value as given: undefined when absent or blank, null when it is not one we know. */
export function parseOwnerParam(value: string | null): OwnerParam | undefined | null {
  if (value === null || value.trim() === "") return undefined;
  const word = value.trim();
  if (word === "me" || word === "none") return word;
  return /^[1-9]\d{0,9}$/.test(word) && Number(word) <= 2_147_483_647 ? Number(word) : null;
}

/** "me" becomes the signed-in account's id (what the models filter by). */
export const resolveOwner = (param: OwnerParam, myId: number): number | "none" =>
  param === "me" ? myId : param;

export const OWNER_MESSAGE = "Choose a colleague from the list, or Unassigned.";
export const OWNER_PARAM_MESSAGE = "owner must be me, none or a staff account's id";

/** {ownerId} in the API: an account's id, or null for unassigned. */
export const ownerIdSchema = z.union([z.number().int().positive().max(2_147_483_647), z.null()], {
  error: OWNER_MESSAGE,
});

/** The owner field of a form: "none" (unassigned) or an account's id. */
export const ownerFormValue = (value: FormDataEntryValue | null): number | null | undefined => {
  if (value === "none") return null;
  const parsed = parseOwnerParam(typeof value === "string" ? value : null);
  return typeof parsed === "number" ? parsed : undefined;
};
