/** "Export CSV" of the leads list as it is filtered and sorted, every page. */
import { csvResponse, rowsToCsv } from "~/utils/csv";
import type { LeadAttribution } from "~/schemas/lead-attribution";
import { type LeadListQuery, type LeadRow, listLeads } from "./leads.server";

/** Each source as three cells: its category code, its drill-down, its campaign. */
const SOURCE_COLUMNS = [
  "originalSource",
  "originalSourceDetail",
  "originalCampaign",
  "latestSource",
  "latestSourceDetail",
  "latestCampaign",
] as const;

export const LEAD_CSV_COLUMNS = [
  "id",
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "jobTitle",
  "industry",
  "source",
  "status",
  "score",
  "estimatedValue",
  "expectedCloseDate",
  "wonDate",
  "lostReason",
  "lostReasonOther",
  ...SOURCE_COLUMNS,
  "nextFollowUp",
  "lastActivity",
  "createdAt",
  "updatedAt",
] as const;

/** Enough for the whole list at the scale the CRM is measured at (10,000 leads). */
const EXPORT_LIMIT = 100_000;

/** A lead's row with its sources as plain cells (category code, drill-down, campaign). */
type LeadCsvRow = LeadRow & Record<(typeof SOURCE_COLUMNS)[number], string | null>;

function flatten(lead: LeadRow): LeadCsvRow {
  const cells = (prefix: "original" | "latest", source: LeadAttribution | null) => ({
    [`${prefix}Source`]: source?.category ?? null,
    [`${prefix}SourceDetail`]: source?.detail ?? null,
    [`${prefix}Campaign`]: source?.utmCampaign ?? null,
  });
  return {
    ...lead,
    ...cells("original", lead.originalSource),
    ...cells("latest", lead.latestSource),
  } as LeadCsvRow;
}

export async function leadsCsv(query: Omit<LeadListQuery, "page" | "pageSize">): Promise<string> {
  const { leads } = await listLeads({ ...query, page: 1, pageSize: EXPORT_LIMIT });
  return rowsToCsv<LeadCsvRow>(LEAD_CSV_COLUMNS, leads.map(flatten));
}

export async function leadExportResponse(
  query: Omit<LeadListQuery, "page" | "pageSize">,
  now = new Date(),
): Promise<Response> {
  return csvResponse(await leadsCsv(query), `leads-${now.toISOString().slice(0, 10)}.csv`);
}
