/**
 * /crm/pipeline: the pipeline board. Filters are in the URL (?q=&source=&industry=&owner=), and
 * ?open= the one column shown in full; cards move
 * through /crm/leads/{id}/move (a plain form, or a fetcher with JavaScript), which returns here.
 */
import { PipelineBoard } from "~/components/pipeline/pipeline-board";
import { PIPELINE_TEXTS } from "~/components/pipeline/texts";
import { searchParam } from "~/components/crm/dashboard-data";
import { crmPageTitle } from "~/components/crm/texts";
import { CARDS_OPEN_COLUMN, getPipeline } from "~/models/pipeline.server";
import {
  LEAD_INDUSTRIES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadIndustry,
  type LeadSource,
  type LeadStatus,
} from "~/schemas/lead";
import { listOwnerChoices } from "~/models/owners.server";
import { signedInStaff } from "~/server/auth.server";
import { parseOwnerParam, resolveOwner } from "~/schemas/owner";
import { crmMeta } from "~/components/crm/meta";
import type { Route } from "./+types/pipeline";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(PIPELINE_TEXTS.title));

const oneOf = <T extends string>(list: readonly T[], value: string | null) =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const params = new URL(request.url).searchParams;
  const q = searchParam(params);
  const source = oneOf<LeadSource>(LEAD_SOURCES, params.get("source"));
  const industry = oneOf<LeadIndustry>(LEAD_INDUSTRIES, params.get("industry"));
  const open = oneOf<LeadStatus>(LEAD_STATUSES, params.get("open"));
  // An owner we cannot read is no filter, as on the leads list.
  const owner = parseOwnerParam(params.get("owner")) ?? undefined;
  const [columns, owners] = await Promise.all([
    getPipeline({
      q,
      source,
      industry,
      owner: owner === undefined ? undefined : resolveOwner(owner, staff.userId),
      open,
    }),
    listOwnerChoices(),
  ]);
  return {
    columns,
    filters: { q, source: source ?? "", industry: industry ?? "", owner, open },
    openLimit: CARDS_OPEN_COLUMN,
    owners,
    myId: staff.userId,
  };
}

export default function PipelineRoute({ loaderData }: Route.ComponentProps) {
  return <PipelineBoard data={loaderData} />;
}
