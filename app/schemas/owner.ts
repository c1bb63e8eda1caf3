/** Lead owners in URLs and request bodies: ?owner=all|me|none|<id>, and {ownerId: <id> | null}. */
import { z } from "zod";

/**
 * The ?owner= words, besides a staff account's id. "all" asks for everyone's leads in so many
 * words, where absent means the page's default (a member's leads list starts at Mine).
 */
export type OwnerParam = "all" | "me" | "none" | number;

/** The ?owner= value as given: undefined when absent or blank, null when it is not one we know. */
export function parseOwnerParam(value: string | null): OwnerParam | undefined | null {
  if (value === null || value.trim() === "") return undefined;
  const word = value.trim();
  if (word === "all" || word === "me" || word === "none") return word;
  return /^[1-9]\d{0,9}$/.test(word) && Number(word) <= 2_147_483_647 ? Number(word) : null;
}

/** "me" becomes the signed-in account's id (what the models filter by); "all" is no filter. */
export const resolveOwner = (param: OwnerParam, myId: number): number | "none" | undefined =>
  param === "all" ? undefined : param === "me" ? myId : param;

export const OWNER_MESSAGE = "Choose a colleague from the list, or Unassigned.";
export const OWNER_PARAM_MESSAGE = "owner must be all, me, none or a staff account's id";

/** {ownerId} in the API: an account's id, or null for unassigned. */
export const ownerIdSchema = z.union([z.number().int().positive().max(2_147_483_647), z.null()], {
  error: OWNER_MESSAGE,
});

/** A form's owner select ("none" or an account's digits) or JSON (id or null) as ownerIdSchema reads it. */
function fromForm(value: unknown): unknown {
  if (value === "none") return null;
  if (value === "" || value === undefined) return undefined;
  return typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
}

/** An owner or assignee field of a form or a JSON body; left out: undefined (the default applies). */
export const ownerField = z.preprocess(fromForm, ownerIdSchema.optional());

/** The most leads one "Assign to…" post may name (a page of the list holds 50). */
export const MAX_ASSIGN = 500;

/** "Assign to…" (the list's bulk form and the lead page's owner form): lead ids and the owner. */
export const assignLeadsFormSchema = z.object({
  leadIds: z
    .array(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/)
        .transform(Number),
    )
    .min(1, "Tick at least one lead first")
    .max(MAX_ASSIGN),
  ownerId: z.preprocess(fromForm, ownerIdSchema),
});
