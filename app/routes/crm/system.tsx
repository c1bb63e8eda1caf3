/**
 * /crm/system (admins only: the machinery's state, paths and settings): the build, database,
 * queues, schedules, mail, the newest backup and missing settings. Read-only.
 */
import { SystemPage } from "~/components/system/system-page";
import { SYSTEM_TEXTS } from "~/components/system/texts";
import { crmPageTitle } from "~/components/crm/texts";
import { crmMeta } from "~/components/crm/meta";
import { systemStatus } from "~/models/system.server";
import type { Route } from "./+types/system";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(SYSTEM_TEXTS.title));

export async function loader() {
  return systemStatus();
}

export default function System({ loaderData }: Route.ComponentProps) {
  return <SystemPage data={loaderData} />;
}
