/**
 * The TOTP secret at rest: sealed with AES-256-GCM under a key derived (HKDF-SHA-256) from the
 * subject key (subject-key.server.ts: SUPPRESSION_SECRET, or derived from the session secret), so
 * a copy of the database alone (a backup, a dump) does not give anyone the accounts' codes.
 * Stored as "v1." + base64url(iv | tag | ciphertext); a value without the prefix is a secret
 * from before (read as is, and sealed by sealStoredTotpSecrets at the next start).
 */
import crypto from "node:crypto";
import { and, eq, isNotNull, like, not } from "drizzle-orm";
import { type Executor, getDb } from "@db/client.server";
import { staffUsers } from "@db/schema";
import { log } from "~/utils/log.server";
import { subjectKey } from "./subject-key.server";

const PREFIX = "v1.";

function key(): Buffer {
  return Buffer.from(
    crypto.hkdfSync("sha256", subjectKey(), Buffer.alloc(0), "totp-secret-at-rest", 32),
  );
}

export function sealTotpSecret(secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

export function openTotpSecret(stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/**
 * The secret, or undefined when it cannot be opened (the subject key changed: SUPPRESSION_SECRET,
 * or SESSION_SECRET without it): the account's codes fail until an admin resets its second factor.
 */
export function readableTotpSecret(stored: string): string | undefined {
  try {
    return openTotpSecret(stored);
  } catch {
    log.error("second factor: a stored secret cannot be opened; reset that account's factor");
    return undefined;
  }
}

/** Seals every secret still stored as is (accounts enrolled before sealing); returns how many. */
export async function sealStoredTotpSecrets(db: Executor = getDb()): Promise<number> {
  const plain = await db
    .select({ id: staffUsers.id, secret: staffUsers.totpSecret })
    .from(staffUsers)
    .where(and(isNotNull(staffUsers.totpSecret), not(like(staffUsers.totpSecret, `${PREFIX}%`))));
  for (const row of plain)
    await db
      .update(staffUsers)
      .set({ totpSecret: sealTotpSecret(row.secret!) })
      .where(and(eq(staffUsers.id, row.id), eq(staffUsers.totpSecret, row.secret!)));
  return plain.length;
}
