/** GET /api/crm/leads/{id} ({lead, activities}); PUT/PATCH (any field, e.g. {status}) → {lead}; DELETE. */
import { deleteLead, getLeadWithActivities, updateLead } from "~/models/leads.server";
import { updateLeadSchema } from "~/schemas/lead";
import {
  apiJson,
  notFound,
  readJson,
  validationError,
  fieldErrorsFromZod,
} from "~/utils/api.server";
import { crmAction, crmLoader, deleted, idParam } from "./crm.helpers.server";

export const loader = crmLoader(async ({ params }) => {
  const found = await getLeadWithActivities(idParam(params));
  return found ? apiJson(found) : notFound();
});

const CLEARABLE = ["phone", "company", "jobTitle", "industry", "source", "notes"];

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
  const cleared = CLEARABLE.filter(
    (key) => key in body && (body[key] === null || body[key] === ""),
  );
  const lead = await updateLead(id, result.data, cleared);
  return lead ? apiJson({ lead }) : notFound();
}

export const action = crmAction({
  PUT: update,
  PATCH: update,
  DELETE: async ({ params }) => ((await deleteLead(idParam(params))) ? deleted() : notFound()),
});
