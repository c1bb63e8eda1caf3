/**
 * /crm/people/report?email=…: the subject-access export as a readable page that prints well
 * (every record, every field). Viewing it is an export, so it is recorded like the JSON file.
 */
import { PersonReport } from "~/components/people/person-report";
import { exportPerson } from "~/models/people.server";
import { crmPageTitle } from "~/components/crm/texts";
import { requirePersonPage } from "~/server/crm-route-kit.server";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/people.report";
import type { CrmRouteHandle } from "./layout";
import { PERSON_TEXTS } from "~/components/people/texts";

/** A printable page of its own: no CRM frame around it. */
export const handle: CrmRouteHandle = { ownPage: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(PERSON_TEXTS.reportTitle));

export async function loader(args: Route.LoaderArgs) {
  const { staff, email } = requirePersonPage(args);
  const report = await exportPerson(email, staff.email, "page");
  return { report: { ...report, suppressed: false }, staff: staff.email };
}

export default function Report({ loaderData }: Route.ComponentProps) {
  return <PersonReport report={loaderData.report} staff={loaderData.staff} />;
}
