/** GET /api/crm/newsletters: every subscription, newest first. */
import { listNewsletterSubscriptionsForCrm } from "~/models/newsletter.server";
import { apiJson } from "~/utils/api.server";
import { crmAction, crmLoader } from "./crm.helpers.server";

export const loader = crmLoader(async () => apiJson(await listNewsletterSubscriptionsForCrm()));
export const action = crmAction({});
