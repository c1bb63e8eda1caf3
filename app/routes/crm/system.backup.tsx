/**
 * POST /crm/system/backup: "Back up now" on the System page, for an admin who gave a password or
 * code in the last few minutes (decision 093). The backup is made within the request, as
 * `npm run backup` makes it, then the System page says what happened. A GET goes to the page.
 */
import { href, redirect } from "react-router";
import { backUpNowToast } from "~/components/system/texts";
import { backUpNow } from "~/models/backups.server";
import { signedInStaff } from "~/server/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/system.backup";

export function loader() {
  return redirect(href("/crm/system"));
}

export async function action({ context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const result = await backUpNow(staff.email);
  return redirectWithToast(href("/crm/system"), backUpNowToast(result));
}
