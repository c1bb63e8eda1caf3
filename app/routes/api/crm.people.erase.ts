/** POST /api/crm/people/erase {email}: erase everything held on the person → {erased: {counts}}. */
import { erasePerson } from "~/models/people.server";
import { personEmailSchema } from "~/schemas/person";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.people.erase";

export const loader = crmLoader<Route.LoaderArgs>(async () => methodNotAllowed());

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, staff }) => {
    const { email } = await parseJsonBody(request, personEmailSchema);
    return apiJson({ erased: await erasePerson(email, staff.email) });
  },
});
