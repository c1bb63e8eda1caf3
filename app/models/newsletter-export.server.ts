/** The newsletter CSV export, through the one formula-safe CSV writer (app/utils/csv.ts). */
import { and, desc, eq, isNotNull, notExists, or } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { newsletterSubscriptions, personRestrictions } from "@db/schema";
import { CSV_COLUMNS, exportFilename } from "~/schemas/newsletter-export";
import { rowsToCsv } from "~/utils/csv";
import type { CrmSubscription } from "./newsletter.server";
import { sameEmail } from "./people.server";

export { csvCell, neutraliseFormula } from "~/utils/csv";

export type ExportedSubscription = Omit<CrmSubscription, "status" | "bounceKind" | "bounceReason">;

/** Header + one line per subscription, CRLF line ends (RFC 4180), with a UTF-8 BOM for spreadsheets. */
export function subscriptionsToCsv(rows: ExportedSubscription[]): string {
  return rowsToCsv<ExportedSubscription>(CSV_COLUMNS, rows);
}

/**
 * Who goes in the export: active subscribers whose processing is not restricted; with
 * `includeUnsubscribed`, the unsubscribed too (their `subscribed` cell says false). A pending
 * sign-up (never confirmed) is never exported. Erased people have no row left to export.
 */
export function listSubscribersForExport({
  includeUnsubscribed = false,
}: { includeUnsubscribed?: boolean } = {}): Promise<ExportedSubscription[]> {
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
        includeUnsubscribed
          ? or(eq(t.subscribed, true), isNotNull(t.unsubscribedAt))
          : eq(t.subscribed, true),
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
