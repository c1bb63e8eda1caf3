/** GET /api/crm/newsletters: every subscription, newest first. */
import { listNewsletterSubscriptionsForCrm } from "~/models/newsletter.server";
import { apiJson } from "~/utils/api.server";
import { crmAction, crmLoader } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.newsletters";

export const loader = crmLoader<Route.LoaderArgs>(async () =>
  apiJson(await listNewsletterSubscriptionsForCrm()),
);
export const action = crmAction<Route.ActionArgs>({});
