/** The newsletter CSV export, through the one CSV writer (app/utils/csv.ts). */
import { csvResponse, rowsToCsv } from "~/utils/csv";
import { type CrmSubscription, listNewsletterSubscriptionsForCrm } from "./newsletter.server";

export { csvCell, neutraliseFormula } from "~/utils/csv";

export const CSV_COLUMNS = ["id", "email", "fullName", "subscribed", "subscribedAt"] as const;

/** Header + one line per subscription, CRLF line ends (RFC 4180), with a UTF-8 BOM for spreadsheets. */
export function subscriptionsToCsv(rows: CrmSubscription[]): string {
  return rowsToCsv<CrmSubscription>(CSV_COLUMNS, rows);
}

export function exportFilename(now = new Date()): string {
  return `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;
}

export async function newsletterExportResponse(now = new Date()): Promise<Response> {
  return csvResponse(
    subscriptionsToCsv(await listNewsletterSubscriptionsForCrm()),
    exportFilename(now),
  );
}
