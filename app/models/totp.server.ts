/**
 * The second factor: TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps) with the otpauth
 * library, and ten single-use recovery codes (docs/decisions/023-second-factor-totp.md).
 *
 * - A code is accepted once: the account keeps the last step whose code was accepted, and a code
 *   of that step or an earlier one is refused as a replay (RFC 6238 section 5.2; ASVS 2.8.4). The
 *   check and the update are one conditional UPDATE, so two requests with the same code cannot
 *   both win.
 * - One step either side of now is accepted (clock drift), never more.
 * - Recovery codes are random (50 bits each), so a fast hash (SHA-256) stores them safely; each
 *   is marked used by the same kind of conditional UPDATE.
 */
import crypto from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { getDb } from "@db/client.server";
import { sessions, staffRecoveryCodes, staffUsers } from "@db/schema";
import { SITE } from "~/config/site";
import { StaffError } from "~/models/staff.server";
import { readableTotpSecret, sealTotpSecret } from "./totp-secret-box.server";

export const TOTP_ISSUER = `${SITE.name} CRM`;
const PERIOD = 30;
const DIGITS = 6;
/** Steps either side of the current one that are still accepted. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new random secret: 160 bits (RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** A secret typed or pasted (CLI --totp-secret): spaces and case do not matter; 80 bits at least. */
export function normaliseTotpSecret(input: string): string {
  const secret = input.replace(/[\s-]/g, "").toUpperCase().replace(/=+$/, "");
  if (!/^[A-Z2-7]{16,128}$/.test(secret))
    throw new StaffError(
      "The TOTP secret must be base32 (letters A-Z and digits 2-7), at least 16 characters.",
    );
  return secret;
}

const totpFor = (secret: string, email = "") =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (email: string, secret: string) => totpFor(secret, email).toString();

/** The QR code of that address as an SVG document, made on the server (no JavaScript needed). */
export const totpQrSvg = (uri: string) => renderSVG(uri, { ecc: "M", border: 2, pixelSize: 5 });

/** The code for a moment (the tests' and the e2e suite's authenticator). */
export const totpCode = (secret: string, at = new Date()) =>
  totpFor(secret).generate({ timestamp: at.getTime() });

/** The secret grouped in fours, easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** The step a code belongs to, or null when it is not a code of this secret near `at`. */
function matchingStep(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: at.getTime() }) + delta;
}

export type CodeCheck = "ok" | "wrong" | "replayed";

/** Checks an enrolled account's code, and spends it: the same code (or an older one) is refused. */
export async function checkTotpCode(
  userId: number,
  code: string,
  at = new Date(),
): Promise<CodeCheck> {
  const [user] = await getDb()
    .select({ secret: staffUsers.totpSecret, enabledAt: staffUsers.totpEnabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  const secret = user?.secret && user.enabledAt ? readableTotpSecret(user.secret) : undefined;
  if (!secret) return "wrong";
  const step = matchingStep(secret, code, at);
  if (step === null) return "wrong";
  return (await spendStep(userId, step)) ? "ok" : "replayed";
}

async function spendStep(userId: number, step: number): Promise<boolean> {
  const updated = await getDb()
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, userId),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return updated.length === 1;
}

/** Looks like a recovery code (xxxxx-xxxxx) rather than a six-digit code. */
export const isRecoveryCodeShape = (input: string) =>
  /^[a-z2-7]{5}-?[a-z2-7]{5}$/i.test(input.trim());

const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const hashRecoveryCode = (code: string) =>
  crypto.createHash("sha256").update(code.trim().toLowerCase().replace(/-/g, "")).digest("hex");

/** Spends one unused recovery code of the account; false when it is not one (or was used). */
export async function useRecoveryCode(
  userId: number,
  code: string,
  at = new Date(),
): Promise<boolean> {
  if (!isRecoveryCodeShape(code)) return false;
  const updated = await getDb()
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return updated.length === 1;
}

export async function unusedRecoveryCodeCount(userId: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * The secret an account that has not enrolled yet is shown: kept on the account until enrolment
 * completes, so reloading the page shows the same one. Undefined for an enrolled account.
 */
export async function pendingEnrolmentSecret(userId: number): Promise<string | undefined> {
  const [user] = await getDb()
    .select({ secret: staffUsers.totpSecret, enabledAt: staffUsers.totpEnabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (!user || user.enabledAt) return undefined;
  if (user.secret) {
    const secret = readableTotpSecret(user.secret);
    if (secret) return secret;
  }
  const secret = newTotpSecret();
  await getDb()
    .update(staffUsers)
    .set({ totpSecret: sealTotpSecret(secret) })
    .where(and(eq(staffUsers.id, userId), isNull(staffUsers.totpEnabledAt)));
  return secret;
}

/**
 * Completes enrolment when the code matches the pending secret: the factor is on, its step is
 * spent, and ten new recovery codes are made. Returns them (to be shown once), or null.
 */
export async function completeEnrolment(
  userId: number,
  code: string,
  at = new Date(),
): Promise<string[] | null> {
  const [user] = await getDb()
    .select({ secret: staffUsers.totpSecret, enabledAt: staffUsers.totpEnabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  const secret = user?.secret && !user.enabledAt ? readableTotpSecret(user.secret) : undefined;
  if (!secret) return null;
  const step = matchingStep(secret, code, at);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(staffUsers)
      .set({ totpEnabledAt: at, totpLastStep: step })
      .where(and(eq(staffUsers.id, userId), isNull(staffUsers.totpEnabledAt)))
      .returning({ id: staffUsers.id });
    if (updated.length !== 1) return false;
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c), createdAt: at })));
    return true;
  });
  return enabled ? codes : null;
}

/**
 * Turns the account's second factor off (an admin's reset, or the CLI's): the secret and the
 * recovery codes go and every session ends, so the next sign-in leads to enrolment.
 */
export async function resetSecondFactor(userId: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffUsers.id, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
