/** POST /crm/logout: the frame's Logout button. Revokes the session, clears the cookie, back to the login screen. */
import { href, redirect } from "react-router";
import { logOut } from "~/models/sign-in.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/logout";
import { SIGNED_IN_TEXTS } from "~/components/sign-in/texts";

export async function action({ request }: Route.ActionArgs) {
  const setCookie = await logOut(request);
  return redirectWithToast(
    href("/crm"),
    { title: SIGNED_IN_TEXTS.signedOut },
    { headers: { "Set-Cookie": setCookie } },
  );
}

// Logging out changes state, so it is never a GET: a visit here just goes back to /crm.
export function loader() {
  return redirect(href("/crm"));
}
