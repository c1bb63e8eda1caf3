/** SQL pieces the reports share: UK days as instants. */
import { type SQL, sql } from "drizzle-orm";
import { type ReportRange, addDays } from "~/utils/report-range";

/** The start of a UK day as an instant. */
export const ukStart = (day: string) =>
  sql`((${day})::date::timestamp at time zone 'Europe/London')`;

/** The column's instant falls on a UK day from `from` to `to` (inclusive). */
export const within = (column: SQL | unknown, range: ReportRange) =>
  sql`${column} >= ${ukStart(range.from)} and ${column} < ${ukStart(addDays(range.to, 1))}`;
