/** POST /api/crm/people/restrict {email, reason}: restrict processing → {restriction}. */
import { restrictPerson } from "~/models/people.server";
import { restrictSchema } from "~/schemas/person";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "./crm.helpers.server";

export const loader = crmLoader(async () => methodNotAllowed());

export const action = crmAction({
  POST: async ({ request, staff }) => {
    const { email, reason } = await parseJsonBody(request, restrictSchema);
    return apiJson({ restriction: await restrictPerson(email, reason, staff.email) });
  },
});
