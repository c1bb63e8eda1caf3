/** "Export CSV" of the leads list as it is filtered and sorted, every page. */
import { csvResponse, rowsToCsv } from "~/utils/csv";
import { type LeadListQuery, type LeadRow, listLeads } from "./leads.server";

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
  "nextFollowUp",
  "lastActivity",
  "createdAt",
  "updatedAt",
] as const;

/** Enough for the whole list at the scale the CRM is measured at (10,000 leads). */
const EXPORT_LIMIT = 100_000;

export async function leadsCsv(query: Omit<LeadListQuery, "page" | "pageSize">): Promise<string> {
  const { leads } = await listLeads({ ...query, page: 1, pageSize: EXPORT_LIMIT });
  return rowsToCsv<LeadRow>(LEAD_CSV_COLUMNS, leads);
}

export async function leadExportResponse(
  query: Omit<LeadListQuery, "page" | "pageSize">,
  now = new Date(),
): Promise<Response> {
  return csvResponse(await leadsCsv(query), `leads-${now.toISOString().slice(0, 10)}.csv`);
}
