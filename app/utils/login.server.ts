/**
 * Staff login and logout, one flow for the /crm page and the JSON API:
 * validate → throttle (per client address AND per email) → remix-auth FormStrategy
 * (argon2id verify) → a new database session → the signed cookie.
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { StaffUser } from "@db/schema";
import type { RateLimit } from "~/models/rate-limit.server";
import { hitRateLimit, resetRateLimit } from "~/models/rate-limit.server";
import { createSession, deleteSession } from "~/models/session.server";
import { normaliseEmail, verifyStaffLogin } from "~/models/staff.server";
import { LOGIN_TEXTS, loginSchema, tooManyLoginAttemptsMessage } from "~/schemas/login";
import { type FieldErrors, fieldErrorsFromZod } from "~/utils/api.server";
import { log } from "~/utils/log.server";
import { configuredLimit } from "~/utils/rate-limit.server";
import {
  clearSessionCookieHeader,
  readSessionId,
  sessionCookieHeader,
} from "~/utils/session.server";

export type LoginOutcome =
  | { status: "ok"; user: { id: number; email: string }; sessionId: string; setCookie: string }
  | { status: "invalid"; message: string; errors: FieldErrors }
  | { status: "failed"; message: string }
  | { status: "throttled"; message: string; retryAfter: number };

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

export const loginRateLimitKeys = (clientAddress: string, email: string) => ({
  address: `login:ip:${clientAddress}`,
  email: `login:email:${normaliseEmail(email)}`,
});

/** Emails come from the visitor: keep log lines on one line. */
const forLog = (email: string) => JSON.stringify(normaliseEmail(email).slice(0, 320));

/**
 * Signs a staff member in from a form-encoded POST (fields email, password).
 * The request body is left unread (remix-auth-form reads its own clone).
 */
export async function logIn(
  request: Request,
  clientAddress: string,
  limit: RateLimit = configuredLimit("login"),
): Promise<LoginOutcome> {
  const form = await request.clone().formData();
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

  // Every attempt counts against both keys until it succeeds: a success clears both, so a team
  // signing in from one office address is not locked out by its own logins.
  const keys = loginRateLimitKeys(clientAddress, email);
  const byAddress = await hitRateLimit(keys.address, limit);
  const byEmail = await hitRateLimit(keys.email, limit);
  if (!byAddress.ok || !byEmail.ok) {
    const retryAfter = Math.max(
      byAddress.ok ? 0 : byAddress.retryAfter,
      byEmail.ok ? 0 : byEmail.retryAfter,
    );
    log.warn(`staff login throttled for ${forLog(email)} from ${clientAddress}`);
    return { status: "throttled", message: tooManyLoginAttemptsMessage(retryAfter), retryAfter };
  }

  let user: StaffUser;
  try {
    user = await authenticator.authenticate("staff-form", request);
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) throw error;
    log.info(`staff login failed for ${forLog(email)}`);
    return { status: "failed", message: LOGIN_TEXTS.failed };
  }

  await Promise.all([resetRateLimit(keys.email), resetRateLimit(keys.address)]);
  // Signing in again from the same browser replaces its old session rather than leaving it alive.
  const previous = await readSessionId(request);
  if (previous) await deleteSession(previous);
  const session = await createSession(user.id);
  log.info(`staff login succeeded for ${forLog(user.email)}`);
  return {
    status: "ok",
    user: { id: user.id, email: user.email },
    sessionId: session.id,
    setCookie: await sessionCookieHeader(session.id),
  };
}

/** The same flow for a JSON body `{email, password}` (malformed JSON throws a 400 Response). */
export async function logInWithJson(
  body: Record<string, unknown>,
  request: Request,
  clientAddress: string,
  limit?: RateLimit,
): Promise<LoginOutcome> {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const formRequest = new Request(request.url, {
    method: "POST",
    body: new URLSearchParams({ email: text(body.email), password: text(body.password) }),
  });
  return logIn(formRequest, clientAddress, limit);
}

/** Ends the request's session (the row goes, so the cookie is dead everywhere) and returns the clearing Set-Cookie. */
export async function logOut(request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) await deleteSession(sessionId);
  return clearSessionCookieHeader();
}
