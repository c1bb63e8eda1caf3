/**
 * The person-finding rule (normaliseEmail, app/utils/email.ts: an email matches when, trimmed and
 * lower-cased, it equals the given address trimmed and lower-cased; exact, never a pattern) in
 * SQL, and the keyed hash that names a person without their email. Every table is matched to a
 * person through these and only these (emailIs, leadHasEmail, sameEmail).
 * docs/decisions/011-gdpr-suppression-and-retention.md
 */
import crypto from "node:crypto";
import { type SQL, type SQLWrapper, or, sql } from "drizzle-orm";
import { leads } from "@db/schema";
import { subjectKey } from "./subject-key.server";
import { normaliseEmail } from "~/utils/email";

/** SQL: the column holds this person's email (see the rule above). */
export function emailIs(column: SQLWrapper, email: string): SQL {
  return sql`lower(trim(${column})) = ${normaliseEmail(email)}`;
}

/**
 * SQL: the lead holds this address, as its email or one of its additional ones (a merge keeps the
 * other lead's address there), so matching and subject access find it by any of them.
 */
export function leadHasEmail(email: string): SQL {
  const normalised = normaliseEmail(email);
  return or(
    emailIs(leads.email, normalised),
    sql`${leads.additionalEmails} @> array[${normalised}]::text[]`,
  )!;
}

/** SQL: two email columns name the same person (a join; `normalised` already holds the rule). */
export function sameEmail(normalised: SQLWrapper, other: SQLWrapper): SQL {
  return sql`${normalised} = lower(trim(${other}))`;
}

/**
 * The keyed hash that names a person without their email (suppressions, person audit rows):
 * HMAC-SHA256 of the normalised email with the subject key (./subject-key.server), so a leaked table cannot be
 * reversed by hashing guessed addresses.
 */
export function subjectHash(email: string): string {
  return crypto.createHmac("sha256", subjectKey()).update(normaliseEmail(email)).digest("hex");
}
