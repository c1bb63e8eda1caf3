/** POST /api/auth/logout: revokes the session (its row is deleted) and clears the cookie. 200 {authenticated: false}. */
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { logOut } from "~/models/sign-in.server";
import type { Route } from "./+types/auth.logout";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const setCookie = await logOut(request);
  return apiJson({ authenticated: false }, 200, {
    "Cache-Control": "no-store",
    "Set-Cookie": setCookie,
  });
}

export function loader() {
  return methodNotAllowed();
}
