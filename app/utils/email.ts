/**
 * The person-finding rule (docs/decisions/011): an email matches when, trimmed and lower-cased,
 * it equals the given address trimmed and lower-cased. Exact, never a pattern. A leaf, so the
 * models (people.server.ts builds its SQL matches on it) and the browser's person links share it.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
