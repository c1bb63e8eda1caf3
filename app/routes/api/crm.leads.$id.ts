/** GET /api/crm/leads/{id} ({lead, activities}); PUT/PATCH (any field, e.g. {status}) → {lead}; DELETE. */
import {
  deleteLead,
  getLeadWithActivities,
  leadFieldsToClear,
  updateLead,
} from "~/models/leads.server";
import { updateLeadSchema } from "~/schemas/lead";
import {
  apiJson,
  fieldErrorsFromZod,
  idParam,
  notFound,
  readJson,
  validationError,
} from "~/utils/api.server";
import { crmAction, crmLoader, deleted } from "./crm.helpers.server";

export const loader = crmLoader(async ({ params }) => {
  const found = await getLeadWithActivities(idParam(params));
  return found ? apiJson(found) : notFound();
});

async function update({
  request,
  params,
}: {
  request: Request;
  params: Record<string, string | undefined>;
}) {
  const id = idParam(params);
  const body = await readJson(request);
  const result = updateLeadSchema.safeParse(body);
  if (!result.success) return validationError(fieldErrorsFromZod(result.error.issues));
  // An optional field sent as null or "" is cleared; a field left out stays as it is.
  const lead = await updateLead(id, result.data, leadFieldsToClear(body));
  return lead ? apiJson({ lead }) : notFound();
}

export const action = crmAction({
  PUT: update,
  PATCH: update,
  DELETE: async ({ params }) => ((await deleteLead(idParam(params))) ? deleted() : notFound()),
});
