/**
 * The visit reports (docs/decisions/079-visit-counts.md), in the shape of every other report
 * (reports.server.ts): visitors and views over time, the pages most read, the sites and the
 * campaigns that sent visitors, and each public form's page views beside what it received.
 */
import { sql, type SQL } from "drizzle-orm";
import { type Db, selectRows } from "@db/client.server";
import { contactSubmissions, dentalRegistrations, newsletterSubscriptions } from "@db/schema";
import { type ReportRange, addDays, monthsOf } from "~/utils/report-range";
import { within } from "./report-sql.server";
import type { Report, ReportRow } from "./reports.server";

/** Longest period drawn day by day; a longer one is drawn month by month. */
export const VISIT_DAYS_MAX = 92;
/** Rows in each "top" list. */
export const VISIT_TOP = 10;

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

export async function visits(db: Db, range: ReportRange): Promise<Report> {
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
    title: byDay ? "Visitors and page views per day" : "Visitors and page views per month",
    description: byDay
      ? "How many people visited the public site each day and how many pages they viewed, counted without cookies; bots are not counted."
      : "How many page views the public site had each month, and its daily visitors added up over the month (one person on two days counts twice); bots are not counted.",
    ...base(range),
    columns: [
      { key, label: byDay ? "Day" : "Month", kind: byDay ? "day" : "month" },
      { key: "visitors", label: byDay ? "Visitors" : "Visitors (daily, added up)", kind: "count" },
      { key: "views", label: "Page views", kind: "count" },
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

export async function visitPages(db: Db, range: ReportRange): Promise<Report> {
  const rows = await top(db, range, sql`page`, sql`true`);
  return {
    name: "visit-pages",
    title: "Most viewed pages",
    description: `The ${VISIT_TOP} public pages viewed most often in the period.`,
    ...base(range),
    columns: [
      { key: "page", label: "Page", kind: "label" },
      { key: "views", label: "Page views", kind: "count" },
    ],
    rows: rows.map((r) => ({ page: r.label, views: r.views })),
  };
}

export async function visitReferrers(db: Db, range: ReportRange): Promise<Report> {
  const rows = await top(db, range, sql`referrer`, sql`referrer <> ''`);
  return {
    name: "visit-referrers",
    title: "Sites that sent visitors",
    description: `The ${VISIT_TOP} other sites whose links brought the most page views (known only when the visitor's browser runs JavaScript and tells the page).`,
    ...base(range),
    columns: [
      { key: "site", label: "Referring site", kind: "label" },
      { key: "views", label: "Page views", kind: "count" },
    ],
    rows: rows.map((r) => ({ site: r.label, views: r.views })),
  };
}

export async function visitCampaigns(db: Db, range: ReportRange): Promise<Report> {
  const rows = await top(
    db,
    range,
    sql`concat_ws(' / ', nullif(utm_campaign, ''), nullif(utm_source, ''), nullif(utm_medium, ''))`,
    sql`(utm_campaign <> '' or utm_source <> '' or utm_medium <> '')`,
  );
  return {
    name: "visit-campaigns",
    title: "Campaign links",
    description: `The ${VISIT_TOP} campaign links (their utm_campaign / utm_source / utm_medium tags) that brought the most page views.`,
    ...base(range),
    columns: [
      { key: "campaign", label: "Campaign / source / medium", kind: "label" },
      { key: "views", label: "Page views", kind: "count" },
    ],
    rows: rows.map((r) => ({ campaign: r.label, views: r.views })),
  };
}

/** The device classes the beacon records (visits.server.ts), in words. */
const DEVICE_LABELS: Record<string, string> = {
  desktop: "Desktop or laptop",
  mobile: "Phone",
  tablet: "Tablet",
};

export async function visitDevices(db: Db, range: ReportRange): Promise<Report> {
  const rows = await top(db, range, sql`device`, sql`device <> ''`);
  return {
    name: "visit-devices",
    title: "Devices",
    description:
      "Page views by the kind of device they came from (told by the browser's description of itself, which is not kept).",
    ...base(range),
    columns: [
      { key: "device", label: "Device", kind: "label" },
      { key: "views", label: "Page views", kind: "count" },
    ],
    rows: rows.map((r) => ({ device: DEVICE_LABELS[r.label] ?? "Other", views: r.views })),
  };
}

/** Each public form, the pages it is on, and what it received. */
const FORMS = [
  {
    form: "Contact form",
    pages: sql`page = '/contact'`,
    table: contactSubmissions,
  },
  {
    form: "DentalIQ registration",
    pages: sql`page = '/dental-iq'`,
    table: dentalRegistrations,
  },
  {
    // The sign-up section is on the home page, the blog and the newsletter's own pages.
    form: "Newsletter sign-up",
    pages: sql`(page in ('/', '/blog', '/insights', '/newsletter') or page like '/blog/%' or page like '/newsletter/archive%')`,
    table: newsletterSubscriptions,
  },
] as const;

export async function formConversion(db: Db, range: ReportRange): Promise<Report> {
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
    title: "Forms: page views and what was sent",
    description:
      "For each public form, the views of the pages it is on and how many were sent, with the share of views that ended in one (sign-ups still awaiting their confirmation included).",
    ...base(range),
    columns: [
      { key: "form", label: "Form", kind: "label" },
      { key: "views", label: "Page views", kind: "count" },
      { key: "sent", label: "Sent", kind: "count" },
      { key: "conversion", label: "Sent per view (%)", kind: "percent" },
    ],
    rows,
    ...(countedFrom ? { countedFrom } : {}),
  };
}
