/**
 * The newsletter CSV export: RFC 4180 quoting, and cells a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) neutralised with a leading apostrophe (OWASP "CSV injection").
 */
import { and, desc, eq, notExists } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { newsletterSubscriptions, personRestrictions } from "@db/schema";
import { CSV_COLUMNS, exportFilename } from "~/schemas/newsletter-export";
import type { CrmSubscription } from "./newsletter.server";
import { sameEmail } from "./people.server";

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

/**
 * Who goes in the export: active subscribers whose processing is not restricted; with
 * `includeUnsubscribed`, the unsubscribed too (their `subscribed` cell says false). Erased
 * people have no row left to export.
 */
export function listSubscribersForExport({
  includeUnsubscribed = false,
}: { includeUnsubscribed?: boolean } = {}): Promise<CrmSubscription[]> {
  const t = newsletterSubscriptions;
  const db = getDb();
  return db
    .select({
      id: t.id,
      email: t.email,
      fullName: t.fullName,
      subscribed: t.subscribed,
      subscribedAt: t.subscribedAt,
    })
    .from(t)
    .where(
      and(
        includeUnsubscribed ? undefined : eq(t.subscribed, true),
        notExists(
          db
            .select({ email: personRestrictions.email })
            .from(personRestrictions)
            .where(sameEmail(personRestrictions.email, t.email)),
        ),
      ),
    )
    .orderBy(desc(t.subscribedAt), desc(t.id));
}

/** Today's export: the file name and its CSV text (the route sends them as a download). */
export async function newsletterExport(
  now = new Date(),
  options: { includeUnsubscribed?: boolean } = {},
): Promise<{ filename: string; csv: string }> {
  return {
    filename: exportFilename(now),
    csv: subscriptionsToCsv(await listSubscribersForExport(options)),
  };
}
