/** POST /api/crm/contacts/{id}/process {leadId}: mark processed and linked to an existing lead. */
import { ConversionError, processContactSubmission } from "~/models/conversions.server";
import { processItemSchema } from "~/schemas/crm-process";
import { apiJson, methodNotAllowed, notFound } from "~/utils/api.server";
import { alreadyProcessed, crmAction, crmLoader, idParam, parseJsonBody, unknownLead } from "./crm.helpers.server";

export const loader = crmLoader(async () => methodNotAllowed());
export const action = crmAction({
  POST: async ({ request, params }) => {
    const id = idParam(params);
    const { leadId } = await parseJsonBody(request, processItemSchema);
    try {
      return apiJson({ contact: await processContactSubmission(id, leadId) });
    } catch (error) {
      if (!(error instanceof ConversionError)) throw error;
      if (error.reason === "not-found") return notFound();
      if (error.reason === "unknown-lead") return unknownLead();
      return alreadyProcessed();
    }
  },
});
