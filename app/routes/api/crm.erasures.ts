/** GET /api/crm/erasures: the erasure log, newest first (when, by whom, counts; no personal data). */
import { listErasures } from "~/models/people.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { crmAction, crmLoader, refuseCrossSite } from "./crm.helpers.server";

export const loader = crmLoader(async ({ request }) => {
  refuseCrossSite(request);
  return apiJson(await listErasures());
});

export const action = crmAction({ POST: async () => methodNotAllowed() });
