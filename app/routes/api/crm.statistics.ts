/** GET /api/crm/statistics: totalLeads, newLeads, qualifiedLeads, closedWonLeads. */
import { getStatistics } from "~/models/statistics.server";
import { apiJson } from "~/utils/api.server";
import { crmAction, crmLoader } from "./crm.helpers.server";

export const loader = crmLoader(async () => apiJson(await getStatistics()));
export const action = crmAction({});
