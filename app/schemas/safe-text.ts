/**
 * What the database can store, checked where input is validated (every text field of every
 * schema, and the integer ids and numbers that reach an integer column): PostgreSQL text cannot
 * hold U+0000, and a lone UTF-16 surrogate is not valid UTF-8. Such input gets a field message
 * (400), never a database error (500).
 */
import { z } from "zod";
import { MAX_ID } from "~/utils/ids";

export const UNSTORABLE_TEXT_MESSAGE =
  "This contains characters we cannot accept (such as a NUL character). Please remove them.";

/** False for text PostgreSQL cannot store: U+0000 or a lone surrogate (not well-formed UTF-16). */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++; // a whole pair
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
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
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/** Free text from a URL query (searches, tokens): undefined when the database could not take it. */
export function storableOrUndefined(value: string | null | undefined): string | undefined {
  return value != null && isStorableText(value) ? value : undefined;
}
