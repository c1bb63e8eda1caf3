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

/**
 * Never drawn (a GET goes to the System page, a POST answers with a redirect), but a page route:
 * a member's refusal is then the CRM's 403 page in words, not its data.
 */
export default function SystemBackup() {
  return null;
}
