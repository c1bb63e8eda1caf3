/**
 * Database ids are PostgreSQL `integer`s: 1..2147483647. Anything else in a URL can name no row,
 * so it is treated as unknown (404) before it reaches a query that would fail with a range error.
 */
export const MAX_ID = 2_147_483_647;

/** A positive integer id written in decimal digits only, within PostgreSQL's integer range. */
export function parseId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}
