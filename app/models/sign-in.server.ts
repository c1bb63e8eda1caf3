/**
 * Staff sign-in and sign-out, one flow for the /crm page and the JSON API:
 * validate → throttle (docs/decisions/010-sign-in-throttling.md) → remix-auth FormStrategy
 * (argon2id verify) → end the session this browser had → a new database session → the cookie.
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
import { createSession, deleteSession } from "~/models/session.server";
import { normaliseEmail, verifyStaffLogin } from "~/models/staff.server";
import { LOGIN_TEXTS, loginSchema, tooManyLoginAttemptsMessage } from "~/schemas/login";
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
  | { status: "invalid"; message: string; errors: FieldErrors }
  | { status: "failed"; message: string }
  | { status: "throttled"; message: string; retryAfter: number };

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
): Promise<LoginOutcome> {
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
    return { status: "throttled", message: tooManyLoginAttemptsMessage(retryAfter), retryAfter };
  }

  let user: StaffUser;
  try {
    user = await authenticator.authenticate("staff-form", request);
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) throw error;
    await hitRateLimit(keys.account, limits.account);
    log.info("staff login failed", { email: forLog(email) });
    return { status: "failed", message: LOGIN_TEXTS.failed };
  }

  // Success clears this address's counters (an office signing in all day is not throttled by
  // its own logins) and remembers the address, which may then pass the account-wide ceiling.
  await Promise.all([resetRateLimit(keys.pair), resetRateLimit(keys.address)]);
  await resetRateLimit(keys.known);
  await hitRateLimit(keys.known, { max: Number.MAX_SAFE_INTEGER, windowMs: KNOWN_ADDRESS_MS });
  // Signing in again from the same browser ends the session it replaces.
  const previous = await readSessionId(request);
  if (previous) await deleteSession(previous);
  const session = await createSession(user.id);
  log.info("staff login succeeded", { userId: user.id });
  return {
    status: "ok",
    user: { id: user.id, email: user.email },
    sessionId: session.id,
    setCookie: await sessionCookieHeader(session.id, session.expiresAt),
  };
}

/** The same flow for a JSON body `{email, password}`; the request's cookie is kept, so the
 * session it names ends too. */
export async function logInWithJson(
  body: Record<string, unknown>,
  request: Request,
  clientAddress: string,
  limits: LoginLimits,
): Promise<LoginOutcome> {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  const cookie = request.headers.get("Cookie");
  if (cookie) headers.set("Cookie", cookie);
  const formRequest = new Request(request.url, {
    method: "POST",
    headers,
    body: new URLSearchParams({ email: text(body.email), password: text(body.password) }),
  });
  return logIn(formRequest, clientAddress, limits);
}

/** Ends the request's session (the row goes, so the cookie is dead everywhere) and returns the clearing Set-Cookie. */
export async function logOut(request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) await deleteSession(sessionId);
  return clearSessionCookieHeader();
}
