/**
 * What the database can store, checked where input is validated (every text field of every
 * schema, and the integer ids and numbers that reach an integer column): PostgreSQL text cannot
 * hold U+0000, and a lone UTF-16 surrogate is not valid UTF-8. Such input gets a field message
 * (400), never a database error (500).
 */
import { z } from "zod";

export const UNSTORABLE_TEXT_MESSAGE =
  "This contains characters we cannot accept (such as a NUL character). Please remove them.";

/** Largest value of a PostgreSQL `integer` column (ids, durations, scores). */
export const MAX_INT4 = 2_147_483_647;

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** False for text PostgreSQL cannot store: U+0000 or a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * z.string() for every text input: the same options, plus the storable check (first, and it
 * stops the other checks, so the message names the real problem).
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true });
}

/** A database id given as a number: a positive integer that fits the id column. */
export function idNumber(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_INT4, message);
}

/**
 * A positive id from a URL (path segment or query value), or undefined when it is missing, not
 * digits, or beyond the id column's range: such an id names nothing.
 */
export function idFromUrl(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_INT4 ? id : undefined;
}

/** Free text from a URL query (searches, tokens): undefined when the database could not take it. */
export function storableOrUndefined(value: string | null | undefined): string | undefined {
  return value != null && isStorableText(value) ? value : undefined;
}
