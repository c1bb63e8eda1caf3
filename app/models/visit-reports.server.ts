/**
 * The visit reports (docs/decisions/079-visit-counts.md), in the shape of every other report
 * (reports.server.ts): visitors and views over time, the pages most read, the sites and the
 * campaigns that sent visitors, and each public form's page views beside what it received.
 */
import { sql, type SQL } from "drizzle-orm";
import { type Db, selectRows } from "@db/client.server";
import { contactSubmissions, dentalRegistrations, newsletterSubscriptions } from "@db/schema";
import { type ReportRange, addDays, monthsOf } from "~/utils/report-range";
import { VISIT_TOP } from "~/schemas/report";
import { within } from "./report-sql.server";
import type { ReportFacts, ReportRow } from "./reports.server";

/** Longest period drawn day by day; a longer one is drawn month by month. */
export const VISIT_DAYS_MAX = 92;

const num = (v: unknown) => Number(v ?? 0);
const query = <T>(db: Db, statement: SQL) => selectRows<T>(db, statement);

const inRange = (range: ReportRange) =>
  sql`day >= ${range.from}::date and day <= ${range.to}::date`;

function daysOf({ from, to }: Pick<ReportRange, "from" | "to">): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const base = (range: ReportRange) => ({ from: range.from, to: range.to });

export async function visits(db: Db, range: ReportRange): Promise<ReportFacts> {
  const byDay = daysOf(range).length <= VISIT_DAYS_MAX;
  const period = byDay ? sql.raw(`to_char(day, 'YYYY-MM-DD')`) : sql.raw(`to_char(day, 'YYYY-MM')`);
  const [views, visitors] = await Promise.all([
    query<{ period: string; n: number }>(
      db,
      sql`select ${period} as period, sum(views) as n from visit_views where ${inRange(range)} group by 1`,
    ),
    // Past days are counted in visit_days; today's (and any not yet counted) are still hashes.
    query<{ period: string; n: number }>(
      db,
      sql`select ${period} as period, sum(n) as n from (
          select day, visitors as n from visit_days where ${inRange(range)}
          union all
          select day, count(*) as n from visit_visitors where ${inRange(range)} group by day
        ) d group by 1`,
    ),
  ]);
  const viewsBy = new Map(views.map((r) => [r.period, num(r.n)]));
  const visitorsBy = new Map(visitors.map((r) => [r.period, num(r.n)]));
  const periods = byDay ? daysOf(range) : monthsOf(range);
  const key = byDay ? "day" : "month";
  return {
    name: "visits",
    ...base(range),
    columns: [
      { key, kind: byDay ? "day" : "month" },
      { key: "visitors", kind: "count" },
      { key: "views", kind: "count" },
    ],
    rows: periods.map((p) => ({
      [key]: p,
      visitors: visitorsBy.get(p) ?? 0,
      views: viewsBy.get(p) ?? 0,
    })),
  };
}

async function top(
  db: Db,
  range: ReportRange,
  group: SQL,
  where: SQL,
): Promise<{ label: string; views: number }[]> {
  const rows = await query<{ label: string; views: number }>(
    db,
    sql`select ${group} as label, sum(views) as views from visit_views
      where ${inRange(range)} and ${where} group by 1 order by 2 desc, 1 limit ${VISIT_TOP}`,
  );
  return rows.map((r) => ({ label: r.label, views: num(r.views) }));
}

export async function visitPages(db: Db, range: ReportRange): Promise<ReportFacts> {
  const rows = await top(db, range, sql`page`, sql`true`);
  return {
    name: "visit-pages",
    ...base(range),
    columns: [
      { key: "page", kind: "label" },
      { key: "views", kind: "count" },
    ],
    rows: rows.map((r) => ({ page: r.label, views: r.views })),
  };
}

export async function visitReferrers(db: Db, range: ReportRange): Promise<ReportFacts> {
  const rows = await top(db, range, sql`referrer`, sql`referrer <> ''`);
  return {
    name: "visit-referrers",
    ...base(range),
    columns: [
      { key: "site", kind: "label" },
      { key: "views", kind: "count" },
    ],
    rows: rows.map((r) => ({ site: r.label, views: r.views })),
  };
}

export async function visitCampaigns(db: Db, range: ReportRange): Promise<ReportFacts> {
  const rows = await top(
    db,
    range,
    sql`concat_ws(' / ', nullif(utm_campaign, ''), nullif(utm_source, ''), nullif(utm_medium, ''))`,
    sql`(utm_campaign <> '' or utm_source <> '' or utm_medium <> '')`,
  );
  return {
    name: "visit-campaigns",
    ...base(range),
    columns: [
      { key: "campaign", kind: "label" },
      { key: "views", kind: "count" },
    ],
    rows: rows.map((r) => ({ campaign: r.label, views: r.views })),
  };
}

export async function visitDevices(db: Db, range: ReportRange): Promise<ReportFacts> {
  const rows = await top(db, range, sql`device`, sql`device <> ''`);
  return {
    name: "visit-devices",
    ...base(range),
    columns: [
      { key: "device", kind: "label" },
      { key: "views", kind: "count" },
    ],
    rows: rows.map((r) => ({ device: r.label, views: r.views })),
  };
}

/** Each public form (a code the page words), the pages it is on, and what it received. */
const FORMS = [
  {
    form: "contact",
    pages: sql`page = '/contact'`,
    table: contactSubmissions,
  },
  {
    form: "dental-iq",
    pages: sql`page = '/dental-iq'`,
    table: dentalRegistrations,
  },
  {
    // The sign-up section is on the home page, the blog and the newsletter's own pages.
    form: "newsletter",
    pages: sql`(page in ('/', '/blog', '/insights', '/newsletter') or page like '/blog/%' or page like '/newsletter/archive%')`,
    table: newsletterSubscriptions,
  },
] as const;

export async function formConversion(db: Db, range: ReportRange): Promise<ReportFacts> {
  // Sends before the first counted view would be set against no views (1 view, 14 sent): they
  // are counted from the day counting began when that is inside the period.
  const [first] = await query<{ day: string | null }>(
    db,
    sql`select to_char(min(day), 'YYYY-MM-DD') as day from visit_views`,
  );
  const countedFrom = first?.day && first.day > range.from ? first.day : undefined;
  const sentRange = countedFrom ? { ...range, from: countedFrom } : range;
  const rows: ReportRow[] = await Promise.all(
    FORMS.map(async ({ form, pages, table }) => {
      const [[views], [sent]] = await Promise.all([
        query<{ n: number }>(
          db,
          sql`select coalesce(sum(views), 0) as n from visit_views where ${inRange(range)} and ${pages}`,
        ),
        query<{ n: number }>(
          db,
          sql`select count(*) as n from ${table} where ${within(table.createdAt, sentRange)}`,
        ),
      ]);
      const v = num(views.n);
      const s = num(sent.n);
      return {
        form,
        views: v,
        sent: s,
        conversion: v ? Math.round((s / v) * 1000) / 10 : null,
      };
    }),
  );
  return {
    name: "form-conversion",
    ...base(range),
    columns: [
      { key: "form", kind: "label" },
      { key: "views", kind: "count" },
      { key: "sent", kind: "count" },
      { key: "conversion", kind: "percent" },
    ],
    rows,
    ...(countedFrom ? { countedFrom } : {}),
  };
}
