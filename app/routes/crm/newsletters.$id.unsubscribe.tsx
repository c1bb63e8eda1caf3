/** POST /crm/newsletters/{id}/unsubscribe: staff mark a subscriber unsubscribed (audited). */
import { CRM_TEXT } from "~/components/crm/texts";
import { unsubscribeByStaff } from "~/models/newsletter.server";
import { idParam } from "~/utils/api.server";
import { signedInStaff } from "~/routes/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import { postOnlyLoader, returnToFromForm, tabHome } from "./crm-routes.server";
import { readFormData } from "~/utils/form-data.server";
import type { Route } from "./+types/newsletters.$id.unsubscribe";

export const loader = () => postOnlyLoader("newsletters");

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
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
