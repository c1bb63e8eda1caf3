/** POST /api/crm/people/erase {email}: erase everything held on the person → {erased: {counts}}. */
import { erasePerson } from "~/models/people.server";
import { personEmailSchema } from "~/schemas/person";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "./crm.helpers.server";

export const loader = crmLoader(async () => methodNotAllowed());

export const action = crmAction({
  POST: async ({ request, staff }) => {
    const { email } = await parseJsonBody(request, personEmailSchema);
    return apiJson({ erased: await erasePerson(email, staff.email) });
  },
});
