/**
 * The CRM's reports (/crm/reports, GET /api/crm/reports/{name}): each is one table of numbers,
 * rows × columns, that the page draws as a chart (on the server) and shows as a table, the CSV
 * lists and the API returns as JSON: one source, so they cannot disagree. Months and weeks are
 * the UK's (Europe/London); every month or week of the range is a row, empty ones as zeros.
 *
 * Leads are counted by what they hold now, as the dashboard counts them (decision 043): a lead's
 * furthest stage is the furthest it is recorded to have reached or its current status, whichever
 * is further; a won or lost lead without the date it was closed (seeded, imported) counts as
 * closed when it was created.
 */
import { and, sql } from "drizzle-orm";
import { getDb, selectRows } from "@db/client.server";
import {
  activities,
  contactSubmissions,
  dentalRegistrations,
  leads,
  newsletterSubscriptions,
} from "@db/schema";
import { LOST_REASONS, PIPELINE_STAGES } from "~/schemas/deal";
import { SOURCE_CATEGORIES } from "~/schemas/lead-attribution";
import { type ReportRange, monthsOf, parseReportRange, weeksOf } from "~/utils/report-range";
import { ukDay } from "~/utils/uk-dates";
import { ukStart, within } from "./report-sql.server";
import {
  formConversion,
  visitCampaigns,
  visitPages,
  visitReferrers,
  visitDevices,
  visits,
} from "./visit-reports.server";

export const REPORT_NAMES = [
  "new-leads",
  "funnel",
  "won-lost",
  "lost-reasons",
  "first-response",
  "follow-ups",
  "newsletter",
  "campaigns",
  "visits",
  "visit-pages",
  "visit-referrers",
  "visit-campaigns",
  "visit-devices",
  "form-conversion",
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export type ColumnKind =
  "month" | "week" | "day" | "label" | "count" | "pounds" | "percent" | "hours";
export interface ReportColumn {
  key: string;
  kind: ColumnKind;
}
export type ReportRow = Record<string, string | number | null>;

/**
 * A report's facts: its columns' keys and kinds, and rows of numbers, dates and codes (a stage, a
 * lost reason, a device, a form; null for the campaigns' rest). The page and the API word it
 * (wordReport, components/reports/report-words.ts, whose Report is the worded one): models
 * return no sentences (decision 039).
 */
export interface ReportFacts {
  name: ReportName;
  from: string;
  to: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** A day after `from` the counts start on (visits were not counted before it). */
  countedFrom?: string;
}

type Db = ReturnType<typeof getDb>;

const ukMonth = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM')`;

/**
 * The period (a label from `labels`) an instant falls in, where `starts` are the UK days each
 * period begins: width_bucket's binary search over instants worked out once per query (an
 * InitPlan), far cheaper per row than a time-zone conversion and to_char, which the embedded
 * database pays dearly for. The values are this module's own dates, checked, so they are
 * written into the SQL as literals (a drizzle array parameter would become a list).
 */
function periodOf(column: unknown, starts: string[], labels: string[]) {
  if (!starts.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)) || labels.some((l) => /[^\d-]/.test(l)))
    throw new Error("periodOf: dates only");
  const days = sql.raw(`'{${starts.join(",")}}'::date[]`);
  const names = sql.raw(`'{${labels.join(",")}}'::text[]`);
  return sql<string>`(${names})[width_bucket(${column}, array(select (d::timestamp at time zone 'Europe/London') from unnest(${days}) d))]`;
}
const byMonth = (column: unknown, range: ReportRange) => {
  const months = monthsOf(range);
  return periodOf(
    column,
    months.map((m) => `${m}-01`),
    months,
  );
};
const byWeek = (column: unknown, range: ReportRange) => {
  const weeks = weeksOf(range);
  return periodOf(column, weeks, weeks);
};

/** The furthest stage (0 New … 4 Closed Won) a lead reached: recorded, or its status now. */
const stageNow = sql`greatest(${leads.stageReached}, array_position(array[${sql.raw(
  PIPELINE_STAGES.map((s) => `'${s}'`).join(","),
)}]::text[], ${leads.status}) - 1)`;
/** The UK day a won lead was won: its won date, else the day it was created. */
const wonDay = sql`coalesce(${leads.wonDate}, (${leads.createdAt} at time zone 'Europe/London')::date)`;
/** When a lost lead was lost: when it was marked lost, else when it was created. */
const lostAt = sql`coalesce(${leads.lostAt}, ${leads.createdAt})`;

const num = (v: unknown) => Number(v ?? 0);
const round1 = (v: number) => Math.round(v * 10) / 10;
const percent = (part: number, whole: number) => (whole ? round1((part / whole) * 100) : null);

/** The q-th quantile by linear interpolation between closest ranks (as percentile_cont). */
export function quantile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const at = q * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

async function newLeads(db: Db, range: ReportRange): Promise<ReportFacts> {
  const rows = await db
    .select({
      month: byMonth(leads.createdAt, range),
      source: sql<string>`coalesce(${leads.originalSource}->>'category', 'none')`,
      n: sql<number>`count(*)`,
    })
    .from(leads)
    .where(within(leads.createdAt, range))
    .groupBy(sql`1`, sql`2`);
  const sources = [...SOURCE_CATEGORIES, "none"] as const;
  const cell = new Map(rows.map((r) => [`${r.month}|${r.source}`, num(r.n)]));
  return {
    name: "new-leads",
    from: range.from,
    to: range.to,
    columns: [
      { key: "month", kind: "month" },
      ...sources.map((s) => ({ key: s, kind: "count" as const })),
      { key: "total", kind: "count" },
    ],
    rows: monthsOf(range).map((month) => {
      const row: ReportRow = { month };
      let total = 0;
      for (const s of sources) {
        const n = cell.get(`${month}|${s}`) ?? 0;
        row[s] = n;
        total += n;
      }
      row.total = total;
      return row;
    }),
  };
}

async function funnel(db: Db, range: ReportRange): Promise<ReportFacts> {
  const [counts] = await db
    .select({
      ...Object.fromEntries(
        PIPELINE_STAGES.flatMap((stage, k) => [
          [`s${k}`, sql<number>`count(*) filter (where ${stageNow} >= ${k})`],
          [`n${k}`, sql<number>`count(*) filter (where ${leads.status} = ${stage})`],
        ]),
      ),
    })
    .from(leads)
    .where(within(leads.createdAt, range));
  const reached = PIPELINE_STAGES.map((_, k) => num(counts[`s${k}`]));
  return {
    name: "funnel",
    from: range.from,
    to: range.to,
    columns: [
      { key: "stage", kind: "label" },
      { key: "reached", kind: "count" },
      { key: "now", kind: "count" },
      { key: "conversion", kind: "percent" },
      { key: "dropOff", kind: "count" },
    ],
    rows: PIPELINE_STAGES.map((stage, k) => ({
      stage,
      reached: reached[k],
      now: num(counts[`n${k}`]),
      conversion: k < 4 ? percent(reached[k + 1], reached[k]) : null,
      dropOff: k < 4 ? reached[k] - reached[k + 1] : null,
    })),
  };
}

async function wonLost(db: Db, range: ReportRange): Promise<ReportFacts> {
  const [won, lost] = await Promise.all([
    db
      .select({
        month: sql<string>`to_char(${wonDay}, 'YYYY-MM')`,
        n: sql<number>`count(*)`,
        value: sql<number>`coalesce(sum(${leads.estimatedValue}), 0)`,
      })
      .from(leads)
      .where(
        sql`${leads.status} = 'closed-won' and ${wonDay} >= ${range.from}::date and ${wonDay} <= ${range.to}::date`,
      )
      .groupBy(sql`1`),
    db
      .select({
        month: byMonth(lostAt, range),
        n: sql<number>`count(*)`,
        value: sql<number>`coalesce(sum(${leads.estimatedValue}), 0)`,
      })
      .from(leads)
      .where(sql`${leads.status} = 'closed-lost' and ${within(lostAt, range)}`)
      .groupBy(sql`1`),
  ]);
  const wonBy = new Map(won.map((r) => [r.month, r]));
  const lostBy = new Map(lost.map((r) => [r.month, r]));
  return {
    name: "won-lost",
    from: range.from,
    to: range.to,
    columns: [
      { key: "month", kind: "month" },
      { key: "won", kind: "count" },
      { key: "wonValue", kind: "pounds" },
      { key: "lost", kind: "count" },
      { key: "lostValue", kind: "pounds" },
    ],
    rows: monthsOf(range).map((month) => ({
      month,
      won: num(wonBy.get(month)?.n),
      wonValue: num(wonBy.get(month)?.value),
      lost: num(lostBy.get(month)?.n),
      lostValue: num(lostBy.get(month)?.value),
    })),
  };
}

async function lostReasons(db: Db, range: ReportRange): Promise<ReportFacts> {
  const rows = await db
    .select({
      reason: sql<string>`coalesce(${leads.lostReason}, 'not-recorded')`,
      n: sql<number>`count(*)`,
      value: sql<number>`coalesce(sum(${leads.estimatedValue}), 0)`,
    })
    .from(leads)
    .where(sql`${leads.status} = 'closed-lost' and ${within(lostAt, range)}`)
    .groupBy(sql`1`);
  const by = new Map(rows.map((r) => [r.reason, r]));
  const reasons = [...LOST_REASONS, "not-recorded"] as const;
  return {
    name: "lost-reasons",
    from: range.from,
    to: range.to,
    columns: [
      { key: "reason", kind: "label" },
      { key: "lost", kind: "count" },
      { key: "value", kind: "pounds" },
    ],
    rows: reasons.map((reason) => ({
      reason,
      lost: num(by.get(reason)?.n),
      value: num(by.get(reason)?.value),
    })),
  };
}

/** The most campaigns the report lists (the largest by leads); the rest are summed in one row (null). */
const CAMPAIGN_ROWS = 30;

async function campaigns(db: Db, range: ReportRange): Promise<ReportFacts> {
  const campaign = sql<string | null>`${leads.originalSource}->>'utmCampaign'`;
  const rows = await db
    .select({
      campaign,
      n: sql<number>`count(*)`,
      won: sql<number>`count(*) filter (where ${leads.status} = 'closed-won')`,
      value: sql<number>`coalesce(sum(${leads.estimatedValue}) filter (where ${leads.status} = 'closed-won'), 0)`,
    })
    .from(leads)
    .where(within(leads.createdAt, range))
    .groupBy(sql`1`)
    .orderBy(sql`count(*) desc`, sql`1`);
  const named = rows.filter((r) => r.campaign !== null);
  const shown = named.slice(0, CAMPAIGN_ROWS);
  const rest = [...named.slice(CAMPAIGN_ROWS), ...rows.filter((r) => r.campaign === null)];
  const row = (label: string | null, of: typeof rows) => ({
    campaign: label,
    leads: of.reduce((sum, r) => sum + num(r.n), 0),
    won: of.reduce((sum, r) => sum + num(r.won), 0),
    wonValue: of.reduce((sum, r) => sum + num(r.value), 0),
  });
  return {
    name: "campaigns",
    from: range.from,
    to: range.to,
    columns: [
      { key: "campaign", kind: "label" },
      { key: "leads", kind: "count" },
      { key: "won", kind: "count" },
      { key: "wonValue", kind: "pounds" },
    ],
    rows: [...shown.map((r) => row(r.campaign!, [r])), row(null, rest)],
  };
}

/** The promise on the site: a reply within 24 hours. */
export const RESPONSE_PROMISE_HOURS = 24;

async function firstResponse(db: Db, range: ReportRange): Promise<ReportFacts> {
  // Each enquiry and registration, and its first answer: the first reply sent from the CRM to
  // its lead; without one, the first thing staff did about it: processing or converting it, an
  // activity on its lead, or a status change of its lead by a person.
  // Columns named with their table: inside the correlated subqueries a bare name would be read
  // as the subquery's own table's.
  const firstAction = (
    item: typeof contactSubmissions | typeof dentalRegistrations,
    table: "contact_submissions" | "dental_registrations",
  ) => {
    const own = (column: string) => sql.raw(`"${table}"."${column}"`);
    return db
      .select({
        month: ukMonth(own("created_at")),
        arrived: item.createdAt,
        // The first reply sent from the CRM is the answer when there is one (decision 095);
        // before any, the first thing staff did about it.
        first: sql<string | null>`coalesce(
          (select min(m.sent_at) from lead_messages m
            where m.lead_id = ${own("lead_id")} and m.direction = 'out'
              and m.sent_at >= ${own("created_at")}),
          least(
          ${own("processed_at")},
          (select min(a.created_at) from activities a
            where a.lead_id = ${own("lead_id")} and a.created_at >= ${own("created_at")}),
          (select min(e.at) from audit_events e
            where e.lead_id = ${own("lead_id")} and e.action = 'status-changed'
              and e.at >= ${own("created_at")} and e.actor not in ('system', 'visitor'))
        ))`,
      })
      .from(item)
      .where(within(own("created_at"), range));
  };
  const items = [
    ...(await firstAction(contactSubmissions, "contact_submissions")),
    ...(await firstAction(dentalRegistrations, "dental_registrations")),
  ];
  const byMonth = new Map<string, { arrivals: number; hours: number[] }>();
  for (const item of items) {
    const entry = byMonth.get(item.month) ?? { arrivals: 0, hours: [] };
    entry.arrivals++;
    if (item.first)
      entry.hours.push(
        (new Date(item.first).getTime() - new Date(item.arrived).getTime()) / 3_600_000,
      );
    byMonth.set(item.month, entry);
  }
  return {
    name: "first-response",
    from: range.from,
    to: range.to,
    columns: [
      { key: "month", kind: "month" },
      { key: "arrivals", kind: "count" },
      { key: "answered", kind: "count" },
      { key: "medianHours", kind: "hours" },
      { key: "p90Hours", kind: "hours" },
      { key: "within24h", kind: "percent" },
    ],
    rows: monthsOf(range).map((month) => {
      const entry = byMonth.get(month) ?? { arrivals: 0, hours: [] };
      const sorted = [...entry.hours].sort((a, b) => a - b);
      const median = quantile(sorted, 0.5);
      const p90 = quantile(sorted, 0.9);
      return {
        month,
        arrivals: entry.arrivals,
        answered: sorted.length,
        medianHours: median === null ? null : round1(median),
        p90Hours: p90 === null ? null : round1(p90),
        within24h: percent(
          sorted.filter((h) => h <= RESPONSE_PROMISE_HOURS).length,
          entry.arrivals,
        ),
      };
    }),
  };
}

async function followUps(db: Db, range: ReportRange, now: Date): Promise<ReportFacts> {
  const rows = await db
    .select({
      week: byWeek(activities.dueAt, range),
      planned: sql<number>`count(*)`,
      onTime: sql<number>`count(*) filter (where ${activities.completedDate} <= ${activities.dueAt})`,
      late: sql<number>`count(*) filter (where ${activities.completedDate} > ${activities.dueAt})`,
      overdue: sql<number>`count(*) filter (where ${activities.completedDate} is null and ${activities.dueAt} < ${now.toISOString()}::timestamptz)`,
    })
    .from(activities)
    .where(sql`${activities.dueAt} is not null and ${within(activities.dueAt, range)}`)
    .groupBy(sql`1`);
  const by = new Map(rows.map((r) => [r.week, r]));
  return {
    name: "follow-ups",
    from: range.from,
    to: range.to,
    columns: [
      { key: "week", kind: "week" },
      { key: "planned", kind: "count" },
      { key: "onTime", kind: "count" },
      { key: "late", kind: "count" },
      { key: "overdue", kind: "count" },
    ],
    rows: weeksOf(range).map((week) => ({
      week,
      planned: num(by.get(week)?.planned),
      onTime: num(by.get(week)?.onTime),
      late: num(by.get(week)?.late),
      overdue: num(by.get(week)?.overdue),
    })),
  };
}

async function newsletter(db: Db, range: ReportRange): Promise<ReportFacts> {
  const t = newsletterSubscriptions;
  // A sign-up still waiting for its confirmation (double opt-in) was never on the list.
  const everSubscribed = sql`(${t.subscribed} or ${t.unsubscribedAt} is not null)`;
  const [started, ended, [before]] = await Promise.all([
    db
      .select({ month: ukMonth(t.subscribedAt), n: sql<number>`count(*)` })
      .from(t)
      .where(and(within(t.subscribedAt, range), everSubscribed))
      .groupBy(sql`1`),
    db
      .select({ month: ukMonth(t.unsubscribedAt), n: sql<number>`count(*)` })
      .from(t)
      .where(sql`${t.unsubscribedAt} is not null and ${within(t.unsubscribedAt, range)}`)
      .groupBy(sql`1`),
    db
      .select({ n: sql<number>`count(*)` })
      .from(t)
      .where(
        sql`${everSubscribed} and ${t.subscribedAt} < ${ukStart(range.from)} and (${t.unsubscribedAt} is null or ${t.unsubscribedAt} >= ${ukStart(range.from)})`,
      ),
  ]);
  const startedBy = new Map(started.map((r) => [r.month, num(r.n)]));
  const endedBy = new Map(ended.map((r) => [r.month, num(r.n)]));
  let size = num(before.n);
  return {
    name: "newsletter",
    from: range.from,
    to: range.to,
    columns: [
      { key: "month", kind: "month" },
      { key: "new", kind: "count" },
      { key: "ended", kind: "count" },
      { key: "listSize", kind: "count" },
    ],
    rows: monthsOf(range).map((month) => {
      const n = startedBy.get(month) ?? 0;
      const e = endedBy.get(month) ?? 0;
      size += n - e;
      return { month, new: n, ended: e, listSize: size };
    }),
  };
}

export async function getReport(
  name: ReportName,
  range: ReportRange,
  now = new Date(),
): Promise<ReportFacts> {
  const db = getDb();
  switch (name) {
    case "new-leads":
      return newLeads(db, range);
    case "funnel":
      return funnel(db, range);
    case "won-lost":
      return wonLost(db, range);
    case "lost-reasons":
      return lostReasons(db, range);
    case "first-response":
      return firstResponse(db, range);
    case "follow-ups":
      return followUps(db, range, now);
    case "newsletter":
      return newsletter(db, range);
    case "campaigns":
      return campaigns(db, range);
    case "visits":
      return visits(db, range);
    case "visit-pages":
      return visitPages(db, range);
    case "visit-referrers":
      return visitReferrers(db, range);
    case "visit-campaigns":
      return visitCampaigns(db, range);
    case "visit-devices":
      return visitDevices(db, range);
    case "form-conversion":
      return formConversion(db, range);
  }
}

/**
 * The range a URL asks for, with "All time" narrowed to the first UK day anything a report counts
 * happened (a lead added or won, an enquiry, a registration, a sign-up, a follow-up due), so that
 * its leads are every lead the dashboard counts and its months start where the data does.
 */
export async function reportRangeOf(params: URLSearchParams, now = new Date()) {
  const range = parseReportRange(params, now);
  if (range.preset !== "all") return range;
  const rows = await selectRows<{ first: string | null }>(
    getDb(),
    sql`select to_char(least(
      (select min(created_at) from leads),
      (select min(won_date) from leads)::timestamp at time zone 'Europe/London',
      (select min(created_at) from contact_submissions),
      (select min(created_at) from dental_registrations),
      (select min(subscribed_at) from newsletter_subscriptions),
      (select min(due_at) from activities)
    ) at time zone 'Europe/London', 'YYYY-MM-DD') as first`,
  );
  const first = rows[0]?.first ?? ukDay(now);
  const from = first > range.from ? first : range.from;
  return { ...range, from: from > range.to ? range.to : from };
}

export const isReportName = (value: string | undefined): value is ReportName =>
  (REPORT_NAMES as readonly string[]).includes(value ?? "");
