/** The lead import's options, as a form or a script sends them (multipart fields, all strings). */
import { z } from "zod";
import { LEAD_IMPORT_TEXTS } from "~/components/lead-import/texts";
import { blankToUndefined } from "./crm-fields";
import { LEAD_SOURCES, LEAD_STATUSES } from "./lead";

/** What an import does with a row whose address a lead has: refuse it, update the lead, skip it. */
export const IMPORT_MODES = ["create-only", "create-and-update", "skip-existing"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
/** The longest lawful basis taken, in characters (the page's field, this schema, the model). */
export const LAWFUL_BASIS_MAX = 1000;
const T = LEAD_IMPORT_TEXTS.options;

/** Where the list came from and why its people may be contacted: said, and not too long. */
export const lawfulBasisSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.string({ error: T.lawfulBasis }).min(1, T.lawfulBasis).max(LAWFUL_BASIS_MAX, T.lawfulBasis),
);

export const importOptionsSchema = z.object({
  mode: z.enum(IMPORT_MODES, { error: T.mode }),
  defaultStatus: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_STATUSES, { error: T.defaultStatus }).default("new"),
  ),
  defaultSource: z.preprocess(
    blankToUndefined,
    z.enum(LEAD_SOURCES, { error: T.defaultSource }).optional(),
  ),
  defaultOwnerId: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: T.defaultOwnerId })
      .int(T.defaultOwnerId)
      .positive(T.defaultOwnerId)
      .optional(),
  ),
  lawfulBasis: lawfulBasisSchema,
});
export type ImportOptions = z.output<typeof importOptionsSchema>;

/**
 * The mapping as JSON: an array (a lead field or null per column, in the file's order) or an
 * object naming a field (or null) per header; headers it leaves out are ignored.
 */
export function mappingFromJson(json: string, headers: string[]): (string | null)[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const isFieldValue = (v: unknown) => v === null || typeof v === "string";
  if (Array.isArray(value))
    return value.every(isFieldValue) ? (value as (string | null)[]) : undefined;
  if (value && typeof value === "object") {
    const byHeader = value as Record<string, unknown>;
    if (!Object.values(byHeader).every(isFieldValue)) return undefined;
    return headers.map((h) => (Object.hasOwn(byHeader, h) ? (byHeader[h] as string | null) : null));
  }
  return undefined;
}

/**
 * Undo's choice for the leads changed since the import (a form field or the API's JSON): keep
 * them as they are now (the default), or undo them too.
 */
export const undoImportSchema = z.object({
  changedSince: z.preprocess(
    blankToUndefined,
    z.enum(["keep", "undo"], { error: LEAD_IMPORT_TEXTS.undo.choice }).default("keep"),
  ),
});
