/**
 * The newsletter CSV export: RFC 4180 quoting, and cells a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) neutralised with a leading apostrophe (OWASP "CSV injection").
 */
import { CSV_COLUMNS, exportFilename } from "~/schemas/newsletter-export";
import { type CrmSubscription, listNewsletterSubscriptionsForCrm } from "./newsletter.server";

export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  const text =
    value instanceof Date
      ? value.toISOString()
      : value === null || value === undefined
        ? ""
        : String(value);
  const safe = typeof value === "string" ? neutraliseFormula(text) : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Header + one line per subscription, CRLF line ends (RFC 4180), with a UTF-8 BOM for spreadsheets. */
export function subscriptionsToCsv(rows: CrmSubscription[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => csvCell(row[column])).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
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
