/** The newsletter CSV export, through the one formula-safe CSV writer (app/utils/csv.ts). */
import { CSV_COLUMNS, exportFilename } from "~/schemas/newsletter-export";
import { rowsToCsv } from "~/utils/csv";
import { type CrmSubscription, listNewsletterSubscriptionsForCrm } from "./newsletter.server";

export { csvCell, neutraliseFormula } from "~/utils/csv";

/** Header + one line per subscription, CRLF line ends (RFC 4180), with a UTF-8 BOM for spreadsheets. */
export function subscriptionsToCsv(rows: CrmSubscription[]): string {
  return rowsToCsv<CrmSubscription>(CSV_COLUMNS, rows);
}

/** Today's export: the file name and its CSV text (the route sends them as a download). */
export async function newsletterExport(
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  return {
    filename: exportFilename(now),
    csv: subscriptionsToCsv(await listNewsletterSubscriptionsForCrm()),
  };
}
