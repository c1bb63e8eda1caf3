/** GET /api/crm/erasures: the erasure log, newest first (when, by whom, counts; no personal data). */
import { listErasures } from "~/models/people.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { crmAction, crmLoader, refuseCrossSite } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.erasures";

export const loader = crmLoader<Route.LoaderArgs>(async ({ request }) => {
  refuseCrossSite(request);
  return apiJson(await listErasures());
});

export const action = crmAction<Route.ActionArgs>({ POST: async () => methodNotAllowed() });
