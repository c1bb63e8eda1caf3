/**
 * /crm/* addresses that match no CRM page: a 404 inside the CRM frame. It is in the staff-only
 * group: signed out it is like every other CRM page, straight to sign-in, so the answer says
 * nothing about which addresses exist.
 */
import { data } from "react-router";
import { CrmErrorPage } from "~/components/crm/error-page";
import { CRM_TEXTS, crmPageTitle } from "~/components/crm/texts";
import type { Route } from "./+types/not-found";
import { crmMeta } from "~/components/crm/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(CRM_TEXTS.notFound.title));

export function loader() {
  return data(null, { status: 404 });
}

/** A post to an unknown address answers the same way (sign-in, or 404), not 405. */
export function action() {
  return data(null, { status: 404 });
}

export default function CrmNotFound() {
  return <CrmErrorPage status={404} signedIn />;
}
