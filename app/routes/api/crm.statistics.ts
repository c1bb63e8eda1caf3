/** GET /api/crm/statistics: totalLeads, newLeads, qualifiedLeads, closedWonLeads. */
import { getStatistics } from "~/models/statistics.server";
import { apiJson } from "~/utils/api.server";
import { crmAction, crmLoader } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.statistics";

export const loader = crmLoader<Route.LoaderArgs>(async () => apiJson(await getStatistics()));
export const action = crmAction<Route.ActionArgs>({});
