/**
 * Staff sign-in and sign-out, one flow for the /crm page and the JSON API:
 * validate → throttle (docs/decisions/010-sign-in-throttling.md) → remix-auth FormStrategy
 * (argon2id verify) → end the session this browser had → the second factor
 * (docs/decisions/023-second-factor-totp.md) → a new database session → the cookie.
 *
 * The page signs in in two steps: the password gives a pending session that reaches only the
 * second step (or, for an account without a factor, the enrolment); the code then replaces it
 * with a full session under a new id. The API takes {email, password, code} in one request.
 * Every success and failure goes to the sign-in history.
 *
 * Throttling, so guessing is slow but nobody can lock a colleague out from elsewhere:
 * - per account and address (RATE_LIMIT_LOGIN, 5/15m): guessing one account from one address;
 * - per address (RATE_LIMIT_LOGIN_ADDRESS, 30/15m): one address trying many accounts;
 * - failures per account across all addresses (RATE_LIMIT_LOGIN_ACCOUNT, 50/1h): distributed
 *   guessing.
 *   Past this ceiling, only addresses this account signed in from in the last 30 days may try,
 *   so an attacker who spreads failures over many addresses still cannot lock the staff out.
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { StaffUser } from "@db/schema";
import {
  type RateLimit,
  hasLiveWindow,
  hitRateLimit,
  peekRateLimit,
  resetRateLimit,
} from "~/models/rate-limit.server";
import { PENDING_SESSION_TTL_MS, createSession, deleteSession } from "~/models/session.server";
import { type SignInReason, recordSignIn } from "~/models/sign-in-history.server";
import { findStaffByEmail, verifyStaffLogin } from "~/models/staff.server";
import { normaliseEmail } from "~/utils/email";
import { notifyStaff } from "~/models/staff-notices.server";
import {
  checkTotpCode,
  completeEnrolment,
  isRecoveryCodeShape,
  useRecoveryCode,
} from "~/models/totp.server";
import { LOGIN_TEXTS, loginSchema, tooManyLoginAttemptsMessage } from "~/schemas/login";
import { SECOND_FACTOR_TEXTS, tooManyCodeAttemptsMessage } from "~/schemas/second-factor";
import { type FieldErrors, fieldErrorsFromZod } from "~/utils/api.server";
import { readFormData } from "~/utils/form-data.server";
import { log } from "~/utils/log.server";
import {
  clearSessionCookieHeader,
  readSessionId,
  sessionCookieHeader,
} from "~/utils/session-cookie.server";

export type LoginOutcome =
  | { status: "ok"; user: { id: number; email: string }; sessionId: string; setCookie: string }
  /** The password was right: a pending session, for the second step or the enrolment. */
  | {
      status: "second-step";
      user: { id: number; email: string };
      enrolled: boolean;
      sessionId: string;
      setCookie: string;
    }
  /** API: the password was right, the code is missing (or the account must enrol first). */
  | { status: "mfa-required"; message: string }
  | { status: "enrolment-required"; message: string }
  | { status: "invalid"; message: string; errors: FieldErrors }
  | { status: "failed"; message: string }
  | { status: "throttled"; message: string; retryAfter: number };

/** Where a sign-in comes from: the history keeps the address and the browser. */
export interface SignInOrigin {
  clientAddress: string;
  userAgent: string | null;
}

/** Wrong codes per account (any address) before code attempts stop for the rest of the window. */
export const CODE_ATTEMPT_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60 * 1000 };
const codeLimitKey = (userId: number) => `login:code:${userId}`;

/** How long a successful sign-in lets its address past the account-wide ceiling. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

export interface LoginLimits {
  /** One account from one address. */
  pair: RateLimit;
  /** One address, all accounts. */
  address: RateLimit;
  /** One account, all addresses (ceiling for addresses it has not signed in from). */
  account: RateLimit;
}

class InvalidCredentials extends Error {}

const authenticator = new Authenticator<StaffUser>().use(
  new FormStrategy(async ({ form }) => {
    const user = await verifyStaffLogin(
      String(form.get("email") ?? ""),
      String(form.get("password") ?? ""),
    );
    if (!user) throw new InvalidCredentials();
    return user;
  }),
  "staff-form",
);

export const loginRateLimitKeys = (clientAddress: string, email: string) => {
  const account = normaliseEmail(email);
  return {
    pair: `login:pair:${account}:${clientAddress}`,
    address: `login:ip:${clientAddress}`,
    account: `login:account:${account}`,
    known: `login:known:${account}:${clientAddress}`,
  };
};

/** Visitors type the email: log it as one JSON string (never a line break of its own). */
const forLog = (email: string) => JSON.stringify(normaliseEmail(email).slice(0, 320));

async function throttle(
  keys: ReturnType<typeof loginRateLimitKeys>,
  limits: LoginLimits,
): Promise<number | undefined> {
  const [pair, address] = await Promise.all([
    hitRateLimit(keys.pair, limits.pair),
    hitRateLimit(keys.address, limits.address),
  ]);
  if (!pair.ok || !address.ok) {
    return Math.max(pair.ok ? 0 : pair.retryAfter, address.ok ? 0 : address.retryAfter);
  }
  // The account's ceiling counts failures only (see logIn), so its own sign-ins never use it up.
  const account = await peekRateLimit(keys.account, limits.account);
  if (!account.ok && !(await hasLiveWindow(keys.known))) return account.retryAfter;
  return undefined;
}

/**
 * Signs a staff member in from a form-encoded POST (fields email, password).
 * The request body is left unread (remix-auth-form reads its own clone).
 */
export async function logIn(
  request: Request,
  clientAddress: string,
  limits: LoginLimits,
  { code, api = false, sessionTtlMs }: { code?: string; api?: boolean; sessionTtlMs?: number } = {},
): Promise<LoginOutcome> {
  const origin = { clientAddress, userAgent: request.headers.get("User-Agent") };
  const form = await readFormData(request.clone());
  const parsed = loginSchema.safeParse({
    email: form.get("email") ?? "",
    password: form.get("password") ?? "",
  });
  if (!parsed.success) {
    return {
      status: "invalid",
      message: LOGIN_TEXTS.required,
      errors: fieldErrorsFromZod(parsed.error.issues),
    };
  }
  const { email } = parsed.data;
  const keys = loginRateLimitKeys(clientAddress, email);
  const retryAfter = await throttle(keys, limits);
  if (retryAfter !== undefined) {
    log.warn("staff login throttled", { email: forLog(email), clientAddress });
    const known = await findStaffByEmail(email);
    await history(origin, known, "failure", "throttled");
    return { status: "throttled", message: tooManyLoginAttemptsMessage(retryAfter), retryAfter };
  }

  let user: StaffUser;
  try {
    user = await authenticator.authenticate("staff-form", request);
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) throw error;
    await hitRateLimit(keys.account, limits.account);
    log.info("staff login failed", { email: forLog(email) });
    await history(origin, await findStaffByEmail(email), "failure", "password");
    return { status: "failed", message: LOGIN_TEXTS.failed };
  }

  // Success clears this address's counters (an office signing in all day is not throttled by
  // its own logins) and remembers the address, which may then pass the account-wide ceiling.
  await Promise.all([resetRateLimit(keys.pair), resetRateLimit(keys.address)]);
  await resetRateLimit(keys.known);
  await hitRateLimit(keys.known, { max: Number.MAX_SAFE_INTEGER, windowMs: KNOWN_ADDRESS_MS });
  const enrolled = Boolean(user.totpEnabledAt);
  if (api) {
    // The API signs in in one request: the code comes with the password.
    if (!enrolled)
      return { status: "enrolment-required", message: SECOND_FACTOR_TEXTS.apiEnrolFirst };
    if (!code) return { status: "mfa-required", message: SECOND_FACTOR_TEXTS.apiRequired };
    const second = await spendSecondFactor(user, code, origin);
    if (second.status !== "ok") return second;
  }
  // Signing in again from the same browser ends the session it replaces.
  const previous = await readSessionId(request);
  if (previous) await deleteSession(previous);
  if (!api) {
    const pending = await createSession(user.id, {
      ttlMs: PENDING_SESSION_TTL_MS,
      ipAddress: clientAddress,
      userAgent: origin.userAgent,
    });
    log.info("staff password accepted", { userId: user.id });
    return {
      status: "second-step",
      user: { id: user.id, email: user.email },
      enrolled,
      sessionId: pending.id,
      setCookie: await sessionCookieHeader(pending.id, pending.expiresAt),
    };
  }
  const session = await createSession(user.id, {
    mfa: true,
    ttlMs: sessionTtlMs,
    ipAddress: clientAddress,
    userAgent: origin.userAgent,
  });
  log.info("staff login succeeded", { userId: user.id });
  return {
    status: "ok",
    user: { id: user.id, email: user.email },
    sessionId: session.id,
    setCookie: await sessionCookieHeader(session.id, session.expiresAt),
  };
}

async function history(
  origin: SignInOrigin,
  user: Pick<StaffUser, "id" | "email"> | undefined,
  outcome: "success" | "failure",
  reason: SignInReason,
) {
  await recordSignIn({
    userId: user?.id,
    email: user?.email,
    ipAddress: origin.clientAddress,
    userAgent: origin.userAgent,
    outcome,
    reason,
  });
}

type SecondFactorResult =
  | { status: "ok"; recoveryCode: boolean }
  | { status: "failed"; message: string }
  | { status: "throttled"; message: string; retryAfter: number };

/**
 * Checks a code (or a recovery code) for an account that has passed the password, spends it,
 * and records the outcome. Wrong codes count per account; past CODE_ATTEMPT_LIMIT no code is
 * tried until the window ends.
 */
async function spendSecondFactor(
  user: Pick<StaffUser, "id" | "email">,
  code: string,
  origin: SignInOrigin,
  now = new Date(),
): Promise<SecondFactorResult> {
  const key = codeLimitKey(user.id);
  const limit = await peekRateLimit(key, CODE_ATTEMPT_LIMIT, now);
  if (!limit.ok) {
    log.warn("staff code attempts locked", { userId: user.id });
    await history(origin, user, "failure", "code-locked");
    return {
      status: "throttled",
      message: tooManyCodeAttemptsMessage(limit.retryAfter),
      retryAfter: limit.retryAfter,
    };
  }
  if (isRecoveryCodeShape(code)) {
    if (await useRecoveryCode(user.id, code, now)) {
      await resetRateLimit(key);
      await history(origin, user, "success", "recovery-code");
      await notifyStaff(user.id, "recovery-code-used");
      return { status: "ok", recoveryCode: true };
    }
    await hitRateLimit(key, CODE_ATTEMPT_LIMIT, now);
    await history(origin, user, "failure", "recovery-code");
    return { status: "failed", message: SECOND_FACTOR_TEXTS.wrong };
  }
  const check = await checkTotpCode(user.id, code, now);
  if (check === "ok") {
    await resetRateLimit(key);
    await history(origin, user, "success", "code");
    return { status: "ok", recoveryCode: false };
  }
  await hitRateLimit(key, CODE_ATTEMPT_LIMIT, now);
  if (check === "replayed") {
    log.warn("staff code replayed", { userId: user.id });
    await history(origin, user, "failure", "replayed-code");
    return { status: "failed", message: SECOND_FACTOR_TEXTS.replayed };
  }
  await history(origin, user, "failure", "code");
  return { status: "failed", message: SECOND_FACTOR_TEXTS.wrong };
}

export type SecondStepOutcome =
  | { status: "ok"; setCookie: string; recoveryCode: boolean }
  | { status: "failed"; message: string }
  | { status: "throttled"; message: string; retryAfter: number };

/**
 * The page's second step: the pending session's account gives its code; the pending session is
 * replaced by a full one under a new id (so an id seen before the code is worth nothing after).
 */
export async function completeSecondStep(
  pending: { userId: number; email: string; sessionId: string },
  code: string,
  origin: SignInOrigin,
  { sessionTtlMs }: { sessionTtlMs?: number } = {},
): Promise<SecondStepOutcome> {
  const user = { id: pending.userId, email: pending.email };
  const result = await spendSecondFactor(user, code.trim(), origin);
  if (result.status !== "ok") return result;
  return {
    status: "ok",
    recoveryCode: result.recoveryCode,
    setCookie: await upgradeSession(pending, origin, sessionTtlMs),
  };
}

/** The enrolment's last step: the code proves the app holds the secret; the session becomes full. */
export async function completeEnrolmentStep(
  pending: { userId: number; email: string; sessionId: string },
  code: string,
  origin: SignInOrigin,
  { sessionTtlMs }: { sessionTtlMs?: number } = {},
): Promise<{ status: "ok"; recoveryCodes: string[]; setCookie: string } | { status: "failed" }> {
  const codes = await completeEnrolment(pending.userId, code.trim());
  if (!codes) return { status: "failed" };
  await history(origin, { id: pending.userId, email: pending.email }, "success", "enrolled");
  await notifyStaff(pending.userId, "second-factor-enrolled");
  return {
    status: "ok",
    recoveryCodes: codes,
    setCookie: await upgradeSession(pending, origin, sessionTtlMs),
  };
}

async function upgradeSession(
  pending: { userId: number; sessionId: string },
  origin: SignInOrigin,
  ttlMs?: number,
): Promise<string> {
  await deleteSession(pending.sessionId);
  const session = await createSession(pending.userId, {
    mfa: true,
    ttlMs,
    ipAddress: origin.clientAddress,
    userAgent: origin.userAgent,
  });
  log.info("staff login succeeded", { userId: pending.userId });
  return sessionCookieHeader(session.id, session.expiresAt);
}

/** The same flow for a JSON body `{email, password, code}`, in one step; the request's cookie is
 * kept, so the session it names ends too. */
export async function logInWithJson(
  body: Record<string, unknown>,
  request: Request,
  clientAddress: string,
  limits: LoginLimits,
  { sessionTtlMs }: { sessionTtlMs?: number } = {},
): Promise<LoginOutcome> {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  const cookie = request.headers.get("Cookie");
  if (cookie) headers.set("Cookie", cookie);
  const userAgent = request.headers.get("User-Agent");
  if (userAgent) headers.set("User-Agent", userAgent);
  const formRequest = new Request(request.url, {
    method: "POST",
    headers,
    body: new URLSearchParams({ email: text(body.email), password: text(body.password) }),
  });
  const code = text(body.code).trim();
  return logIn(formRequest, clientAddress, limits, {
    api: true,
    code: code || undefined,
    sessionTtlMs,
  });
}

/** Ends the request's session (the row goes, so the cookie is dead everywhere) and returns the clearing Set-Cookie. */
export async function logOut(request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) await deleteSession(sessionId);
  return clearSessionCookieHeader();
}

/**
 * Re-authentication in a signed-in session (exports, erasure, staff changes): the password, or a
 * code (6 digits or a recovery code), which is spent like one at sign-in. Wrong answers count
 * against the same per-account lock as wrong codes.
 */
export async function reauthenticate(
  user: Pick<StaffUser, "id" | "email">,
  secret: string,
  origin: SignInOrigin,
): Promise<SecondFactorResult> {
  const input = secret.trim();
  if (/^\d{6}$/.test(input) || isRecoveryCodeShape(input))
    return spendSecondFactor(user, input, origin);
  const key = codeLimitKey(user.id);
  const limit = await peekRateLimit(key, CODE_ATTEMPT_LIMIT);
  if (!limit.ok)
    return {
      status: "throttled",
      message: tooManyCodeAttemptsMessage(limit.retryAfter),
      retryAfter: limit.retryAfter,
    };
  if (secret && (await verifyStaffLogin(user.email, secret)))
    return { status: "ok", recoveryCode: false };
  await hitRateLimit(key, CODE_ATTEMPT_LIMIT);
  await history(origin, user, "failure", "password");
  return { status: "failed", message: "That is not your password or a current code." };
}
