/** POST /crm/dental-registrations/{id}/convert: Convert to Lead (one transaction), then back with a toast. */
import { CRM_TEXT } from "~/components/crm/texts";
import { ConversionError, convertRegistrationToLead } from "~/models/conversions.server";
import { requirePageStaff } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import { type RouteArgs, pageId, postOnlyLoader, returnToFromForm, tabHome } from "./crm-routes.server";

export const loader = (args: RouteArgs) => postOnlyLoader(args, "dental");

export async function action({ request, params }: RouteArgs) {
  await requirePageStaff(request);
  const id = pageId(params);
  const returnTo = returnToFromForm(await request.formData(), tabHome("dental"));
  try {
    const lead = await convertRegistrationToLead(id);
    return redirectWithToast(returnTo, {
      title: CRM_TEXT.toast.registrationConverted,
      description: `${CRM_TEXT.toast.registrationConvertedDescription} (${lead.firstName} ${lead.lastName})`,
      variant: "success",
    });
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    return redirectWithToast(returnTo, {
      title: CRM_TEXT.toast.conversionFailed,
      description: CRM_TEXT.toast.alreadyProcessed,
      variant: "destructive",
    });
  }
}
