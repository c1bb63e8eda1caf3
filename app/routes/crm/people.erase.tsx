/**
 * /crm/people/erase?email=…: "Erase this person" behind its own confirmation page (JavaScript on
 * or off). POST erases everything in one transaction and returns to the person view with a toast.
 */
import { href } from "react-router";
import { readFormData } from "~/utils/form-data.server";
import { ConfirmErasePage } from "~/components/people/person-erase";
import { personHref } from "~/components/crm/person-link";
import { PERSON_TEXTS } from "~/components/people/texts";
import { erasePerson, findPerson, personCounts } from "~/models/people.server";
import { personEmailSchema } from "~/schemas/person";
import { crmPageTitle } from "~/components/crm/texts";
import { signedInStaff } from "~/server/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requirePersonPage } from "~/server/crm-route-kit.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/people.erase";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(PERSON_TEXTS.erase));

export async function loader(args: Route.LoaderArgs) {
  const { email } = requirePersonPage(args);
  const person = await findPerson(email);
  return { person: person.email, counts: personCounts(person) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const parsed = personEmailSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) {
    return redirectWithToast(href("/crm/people"), {
      title: PERSON_TEXTS.toast.invalid,
      variant: "destructive",
    });
  }
  const counts = await erasePerson(parsed.data.email, staff.email);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return redirectWithToast(personHref(parsed.data.email), {
    title: PERSON_TEXTS.toast.erased,
    description: PERSON_TEXTS.toast.erasedDescription(total),
    variant: "success",
  });
}

export default function ErasePerson({ loaderData }: Route.ComponentProps) {
  return <ConfirmErasePage {...loaderData} />;
}
