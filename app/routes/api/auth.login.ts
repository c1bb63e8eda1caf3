/**
 * POST /api/auth/login  {email, password, code}
 *   200 {authenticated: true, user: {email}} + the session cookie
 *   401 {mfaRequired: true, message} the password is right and `code` is missing (the 6-digit
 *       TOTP code, or a recovery code); a wrong or already-used code is a plain 401
 *   403 {enrolmentRequired: true, message} the account has no second factor yet (enrol at /crm)
 *   400 {message: "Please enter both email and password", errors} · 400 malformed JSON
 *   401 {message: "Login failed. Please check your credentials."} (never says whether the email exists)
 *   429 {message} + Retry-After (per client address and per email)
 */
import { apiError, apiJson, methodNotAllowed, readJson } from "~/utils/api.server";
import { logInWithJson } from "~/models/sign-in.server";
import { loginLimits } from "~/server/rate-limits.server";
import { sessionTtlMs } from "~/server/session-config.server";
import { clientAddressContext } from "~/utils/request-context";
import type { Route } from "./+types/auth.login";

const noStore = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJson(request);
  const outcome = await logInWithJson(
    body,
    request,
    context.get(clientAddressContext),
    loginLimits(),
    { sessionTtlMs: sessionTtlMs() },
  );
  switch (outcome.status) {
    case "ok":
      return apiJson({ authenticated: true, user: { email: outcome.user.email } }, 200, {
        ...noStore,
        "Set-Cookie": outcome.setCookie,
      });
    case "invalid":
      return apiError(400, outcome.message, { errors: outcome.errors, headers: noStore });
    case "failed":
      return apiError(401, outcome.message, { headers: noStore });
    case "mfa-required":
      return apiJson({ mfaRequired: true, message: outcome.message }, 401, noStore);
    case "enrolment-required":
      return apiJson({ enrolmentRequired: true, message: outcome.message }, 403, noStore);
    case "second-step":
      // Only the page's two-step flow gives this; the API signs in in one request.
      throw new Error("POST /api/auth/login: unexpected second step");
    case "throttled":
      return apiError(429, outcome.message, {
        headers: { ...noStore, "Retry-After": String(outcome.retryAfter) },
      });
  }
}

export function loader() {
  return methodNotAllowed();
}
