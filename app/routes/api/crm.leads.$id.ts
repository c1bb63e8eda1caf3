/**
 * GET /api/crm/leads/{id} → {lead, activities, timeline} (timeline newest first, each entry
 * {type, at, by, summary, …}); PUT/PATCH (any field, e.g. {status}; {ownerId: id | null}
 * reassigns) → {lead}; DELETE. An unknown field is a 400 naming it.
 */
import {
  deleteLead,
  getLeadWithActivities,
  leadExists,
  leadFieldsToClear,
  updateLead,
} from "~/models/leads.server";
import { assignLeads } from "~/models/owners.server";
import { getTimeline } from "~/models/timeline.server";
import { ownerIdSchema } from "~/schemas/owner";
import { updateLeadWithDealSchema } from "~/schemas/deal";
import {
  apiJson,
  fieldErrorsFromZod,
  idParam,
  notFound,
  validationError,
} from "~/utils/api.server";
import type { StaffSession } from "~/server/auth.server";
import { crmAction, crmLoader, deleted, readKnownJson } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.leads.$id";

const updateWithOwnerSchema = updateLeadWithDealSchema.extend({
  ownerId: ownerIdSchema.optional(),
});

export const loader = crmLoader<Route.LoaderArgs>(async ({ params, staff }) => {
  const found = await getLeadWithActivities(idParam(params));
  if (!found) return notFound();
  // A member's view of a lead someone else owns leaves its emails out (decision 101).
  const timeline = (await getTimeline(found.lead, undefined, staff)).map(
    ({ activity: _row, ...entry }) => entry,
  );
  return apiJson({ ...found, timeline });
});

async function update({
  request,
  params,
  staff,
}: {
  request: Request;
  params: Record<string, string | undefined>;
  staff: StaffSession;
}) {
  const id = idParam(params);
  const body = await readKnownJson(request, updateWithOwnerSchema);
  const result = updateWithOwnerSchema.safeParse(body);
  if (!result.success) return validationError(fieldErrorsFromZod(result.error.issues));
  const { ownerId, ...changes } = result.data;
  // ownerId: null unassigns, so whether it was sent is read from the body.
  const reassign = "ownerId" in body;
  if (reassign && !(await leadExists(id))) return notFound();
  // The owner first (refused whole if the colleague cannot have leads), each change audited.
  if (reassign) await assignLeads([id], ownerId ?? null, staff.email);
  // An optional field sent as null or "" is cleared; a field left out stays as it is.
  const lead = await updateLead(id, changes, leadFieldsToClear(body), staff.email);
  return lead ? apiJson({ lead }) : notFound();
}

export const action = crmAction<Route.ActionArgs>({
  PUT: update,
  PATCH: update,
  DELETE: async ({ params, staff }) =>
    (await deleteLead(idParam(params), staff.email)) ? deleted() : notFound(),
});
