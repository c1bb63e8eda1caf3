/**
 * GET /api/auth/status
 *   signed out: {authenticated: false, token: null}
 *   signed in:  {authenticated: true, token, user: {email}} — token: a 15-minute bearer token
 *               bound to this session (accepted by the CSV export while the session lives).
 */
import { createBearerToken } from "~/models/session-token.server";
import { getSessionSecret } from "~/utils/secret.server";
import { apiJson } from "~/utils/api.server";
import { getStaff } from "~/server/auth.server";
import type { Route } from "./+types/auth.status";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await getStaff(request);
  const headers = { "Cache-Control": "no-store" };
  if (!staff) return apiJson({ authenticated: false, token: null }, 200, headers);
  return apiJson(
    {
      authenticated: true,
      token: createBearerToken(getSessionSecret(), staff),
      user: { email: staff.email },
    },
    200,
    headers,
  );
}
