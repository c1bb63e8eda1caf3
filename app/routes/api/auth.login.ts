/**
 * POST /api/auth/login  {email, password}
 *   200 {authenticated: true, user: {email}} + the session cookie
 *   400 {message: "Please enter both email and password", errors} · 400 malformed JSON
 *   401 {message: "Login failed. Please check your credentials."} (never says whether the email exists)
 *   429 {message} + Retry-After (per client address and per email)
 */
import { apiError, apiJson, methodNotAllowed, readJson } from "~/utils/api.server";
import { logInWithJson } from "~/models/sign-in.server";
import { loginLimits } from "~/routes/rate-limits.server";
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
    case "throttled":
      return apiError(429, outcome.message, {
        headers: { ...noStore, "Retry-After": String(outcome.retryAfter) },
      });
  }
}

export function loader() {
  return methodNotAllowed();
}
