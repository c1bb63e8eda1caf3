/**
 * The reports' date range (/crm/reports and GET /api/crm/reports/{name}): a preset (?range=month,
 * 3m, 12m or all) or ?from=YYYY-MM-DD&to=YYYY-MM-DD, inclusive days in Europe/London; dates given
 * win over a preset. Nothing at all is the last 12 months; dates that are not a range are an error
 * the page and the API show (rangeProblems). Months and weeks are the UK calendar's.
 */
import { ukDay } from "./uk-dates";

export const REPORT_RANGES = ["month", "3m", "12m", "all"] as const;
export type ReportPreset = (typeof REPORT_RANGES)[number];

export interface ReportRange {
  /** First day, YYYY-MM-DD (UK). */
  from: string;
  /** Last day, YYYY-MM-DD (UK), inclusive. */
  to: string;
  preset: ReportPreset | "custom";
}

/** The longest range a report covers (a bigger one is cut to the last 5 years of it). */
export const MAX_REPORT_DAYS = 5 * 366;

const isDay = (v: string | null): v is string => {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** "2026-03-15", -2 → "2026-01-01": the first day of the month `offset` months away. */
export function monthStart(day: string, offset = 0): string {
  const [y, m] = day.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Valid ?from= and ?to= (from ≤ to) win; else a preset named in ?range=; else the last 12 months.
 * "All time" is the longest range here: the reports model narrows it to the first day with data.
 */
export function parseReportRange(params: URLSearchParams, now = new Date()): ReportRange {
  const today = ukDay(now);
  const named = params.get("range") ?? "";
  const preset = (REPORT_RANGES as readonly string[]).includes(named)
    ? (named as ReportPreset)
    : undefined;
  const from = params.get("from");
  const to = params.get("to");
  if (isDay(from) && isDay(to) && from <= to) {
    const earliest = addDays(to, -MAX_REPORT_DAYS);
    return { from: from < earliest ? earliest : from, to, preset: "custom" };
  }
  const chosen = preset ?? "12m";
  if (chosen === "all") return { from: addDays(today, -MAX_REPORT_DAYS), to: today, preset: "all" };
  const back = chosen === "month" ? 0 : chosen === "3m" ? -2 : -11;
  return { from: monthStart(today, back), to: today, preset: chosen };
}

/** What is wrong with the from–to dates asked for: a missing or unreal day, or the two reversed. */
export type RangeProblem = "missing" | "invalid" | "reversed";
export type RangeProblems = Partial<Record<"from" | "to", RangeProblem>>;

/** The problems of ?from= and ?to= when either is in the URL (even empty); none otherwise. */
export function rangeProblems(params: URLSearchParams): RangeProblems {
  const from = params.get("from");
  const to = params.get("to");
  if (from === null && to === null) return {};
  const problems: RangeProblems = {};
  const check = (key: "from" | "to", value: string | null) => {
    if (!value) problems[key] = "missing";
    else if (!isDay(value)) problems[key] = "invalid";
  };
  check("from", from);
  check("to", to);
  if (!problems.from && !problems.to && from! > to!) problems.to = "reversed";
  return problems;
}

/** True when the URL asks for from–to dates that are not a valid range (the API's 400). */
export function invalidCustomRange(params: URLSearchParams): boolean {
  return Object.keys(rangeProblems(params)).length > 0;
}

/** Every month (YYYY-MM) the range touches, in order: empty months are rows too. */
export function monthsOf({ from, to }: Pick<ReportRange, "from" | "to">): string[] {
  const months: string[] = [];
  for (let day = monthStart(from); day <= to; day = monthStart(day, 1))
    months.push(day.slice(0, 7));
  return months;
}

/** The Monday (YYYY-MM-DD) of the week a day is in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every week (its Monday) the range touches, in order. */
export function weeksOf({ from, to }: Pick<ReportRange, "from" | "to">): string[] {
  const weeks: string[] = [];
  for (let day = weekStart(from); day <= to; day = addDays(day, 7)) weeks.push(day);
  return weeks;
}

/** "2026-03" → "Mar 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-GB", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "2026-03-02" → "2 Mar 2026". */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The query string for a range (presets by name, from–to by dates). */
export function rangeQuery(range: ReportRange): string {
  return range.preset === "custom" ? `from=${range.from}&to=${range.to}` : `range=${range.preset}`;
}
