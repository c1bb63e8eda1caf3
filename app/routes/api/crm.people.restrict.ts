/** POST /api/crm/people/restrict {email, reason}: restrict processing → {restriction}. */
import { restrictPerson } from "~/models/people.server";
import { restrictSchema } from "~/schemas/person";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.people.restrict";

export const loader = crmLoader<Route.LoaderArgs>(async () => methodNotAllowed());

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, staff }) => {
    const { email, reason } = await parseJsonBody(request, restrictSchema);
    return apiJson({ restriction: await restrictPerson(email, reason, staff.email) });
  },
});
