/** POST /api/crm/people/unrestrict {email}: lift a restriction → {lifted: true}; 404 when none. */
import { unrestrictPerson } from "~/models/people.server";
import { personEmailSchema } from "~/schemas/person";
import { apiJson, methodNotAllowed, notFound } from "~/utils/api.server";
import { crmAction, crmLoader, parseJsonBody } from "~/server/crm-api-kit.server";
import type { Route } from "./+types/crm.people.unrestrict";

export const loader = crmLoader<Route.LoaderArgs>(async () => methodNotAllowed());

export const action = crmAction<Route.ActionArgs>({
  POST: async ({ request, staff }) => {
    const { email } = await parseJsonBody(request, personEmailSchema);
    if (!(await unrestrictPerson(email, staff.email))) {
      return notFound("This person's processing is not restricted");
    }
    return apiJson({ lifted: true });
  },
});
