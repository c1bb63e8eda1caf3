/** POST /crm/newsletters/{id}/unsubscribe: staff mark a subscriber unsubscribed (audited). */
import { CRM_TEXT } from "~/components/crm/texts";
import { unsubscribeByStaff } from "~/models/newsletter.server";
import { idParam } from "~/utils/api.server";
import { requirePageStaff } from "~/routes/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import { type RouteArgs, postOnlyLoader, returnToFromForm, tabHome } from "./crm-routes.server";
import { readFormData } from "~/utils/form-data.server";

export const loader = (args: RouteArgs) => postOnlyLoader(args, "newsletters");

export async function action({ request, params }: RouteArgs) {
  const staff = await requirePageStaff(request);
  const id = idParam(params);
  const returnTo = returnToFromForm(await readFormData(request), tabHome("newsletters"));
  const subscription = await unsubscribeByStaff(id, staff.email);
  return redirectWithToast(
    returnTo,
    subscription
      ? { title: CRM_TEXT.toast.unsubscribed, description: subscription.email, variant: "success" }
      : { title: CRM_TEXT.toast.notFound, variant: "destructive" },
  );
}
