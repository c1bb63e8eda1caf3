/**
 * /crm/people?email=…: everything held on one person (UK GDPR), found by the one rule in
 * people.server.ts. POST: restrict, lift the restriction, or record a consent withdrawal made by
 * phone or email; each answers with a redirect back here and a toast (works without JavaScript).
 */
import { href } from "react-router";
import { readFormData } from "~/utils/form-data.server";
import { personHref } from "~/components/crm/person-link";
import { PersonPage } from "~/components/people/person-view";
import { PERSON_TEXTS } from "~/components/people/texts";
import { consentCampaignSubjects, recordStaffWithdrawal } from "~/models/consents.server";
import { findPerson, listErasures, restrictPerson, unrestrictPerson } from "~/models/people.server";
import { listRetentionRuns } from "~/models/retention.server";
import { personEmailSchema, restrictSchema, withdrawalSchema } from "~/schemas/person";
import { crmPageTitle } from "~/components/crm/texts";
import { signedInStaff } from "~/server/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/people";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  crmMeta(matches, crmPageTitle(PERSON_TEXTS.title), loaderData?.invalid);

export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("email");
  const parsed = personEmailSchema.safeParse({ email: raw ?? "" });
  const [person, erasures, retentionRuns] = await Promise.all([
    parsed.success ? findPerson(parsed.data.email) : null,
    listErasures(10),
    listRetentionRuns(10),
  ]);
  return {
    person: person && person,
    // The consent log names the campaign whose mail held an unsubscribe link, with a link to it.
    campaignSubjects: person ? await consentCampaignSubjects(person.consents) : {},
    invalid: raw !== null && raw.trim() !== "" && !parsed.success,
    logs: { erasures, retentionRuns },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const form = Object.fromEntries(await readFormData(request));
  const back = (email: unknown) =>
    typeof email === "string" && personEmailSchema.safeParse({ email }).success
      ? personHref(email)
      : href("/crm/people");
  const invalid = (message?: string) =>
    redirectWithToast(back(form.email), {
      title: PERSON_TEXTS.toast.invalid,
      description: message,
      variant: "destructive",
    });
  switch (form.intent) {
    case "restrict": {
      const parsed = restrictSchema.safeParse(form);
      if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
      await restrictPerson(parsed.data.email, parsed.data.reason, staff.email);
      return redirectWithToast(back(parsed.data.email), {
        title: PERSON_TEXTS.toast.restricted,
        variant: "success",
      });
    }
    case "unrestrict": {
      const parsed = personEmailSchema.safeParse(form);
      if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
      await unrestrictPerson(parsed.data.email, staff.email);
      return redirectWithToast(back(parsed.data.email), {
        title: PERSON_TEXTS.toast.unrestricted,
        variant: "success",
      });
    }
    case "withdraw": {
      const parsed = withdrawalSchema.safeParse(form);
      if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
      const { email, purpose, channel } = parsed.data;
      await recordStaffWithdrawal(email, purpose, channel, staff.email);
      return redirectWithToast(back(email), {
        title: PERSON_TEXTS.toast.withdrawn,
        variant: "success",
      });
    }
    default:
      return invalid();
  }
}

export default function People({ loaderData }: Route.ComponentProps) {
  return (
    <PersonPage
      person={loaderData.person}
      invalid={loaderData.invalid}
      logs={loaderData.logs}
      campaignSubjects={loaderData.campaignSubjects}
    />
  );
}
