/**
 * Each report's chart, from the report's own rows (the table's numbers), as SVG markup, drawn
 * wide (desktop) or narrow (phone).
 */
import type { Report } from "./report-words";
import { dayLabel, monthLabel } from "~/utils/report-range";
import { type ChartSize, barChart, fitLabel, horizontalBars } from "./svg-charts.server";

const column = (report: Report, key: string) =>
  report.rows.map((row) => (row[key] === null ? null : Number(row[key])));
const label = (report: Report, key: string) =>
  report.columns.find((c) => c.key === key)?.label ?? key;

export function chartFor(report: Report, size: ChartSize = "wide"): string {
  // Both drawings are in one page: their ids (title, patterns) must differ.
  const id = size === "wide" ? `chart-${report.name}` : `chart-${report.name}-narrow`;
  const base = { id, title: report.title, description: report.description, size };
  const months = () => report.rows.map((row) => monthLabel(String(row.month)));
  switch (report.name) {
    case "new-leads": {
      const sources = report.columns.filter((c) => c.kind === "count" && c.key !== "total");
      return barChart({
        ...base,
        categories: months(),
        stacked: true,
        // Sources with no lead in the period are left out of the chart (the table lists them).
        series: sources
          .map((c) => ({ label: c.label, values: column(report, c.key) }))
          .filter((s) => s.values.some((v) => (v ?? 0) > 0)),
      });
    }
    case "funnel":
      return horizontalBars({
        ...base,
        categories: report.rows.map((row) => String(row.stage)),
        values: report.rows.map((row) => Number(row.reached)),
        label: label(report, "reached"),
      });
    case "won-lost":
      // Counts, not pounds: a lead lost (or won) without an estimated value still shows.
      return barChart({
        ...base,
        categories: months(),
        series: ["won", "lost"].map((key) => ({
          label: label(report, key),
          values: column(report, key),
        })),
      });
    case "campaigns":
      return horizontalBars({
        ...base,
        categories: report.rows.map((row) => String(row.campaign)),
        values: report.rows.map((row) => Number(row.leads)),
        label: label(report, "leads"),
      });
    case "lost-reasons":
      return horizontalBars({
        ...base,
        categories: report.rows.map((row) => String(row.reason)),
        values: report.rows.map((row) => Number(row.lost)),
        label: label(report, "lost"),
      });
    case "first-response":
      return barChart({
        ...base,
        categories: months(),
        series: ["medianHours", "p90Hours"].map((key) => ({
          label: label(report, key),
          values: column(report, key),
        })),
        reference: { value: 24, label: "The 24-hour promise" },
      });
    case "follow-ups":
      return barChart({
        ...base,
        categories: report.rows.map((row) => dayLabel(String(row.week)).replace(/ \d{4}$/, "")),
        series: ["planned", "onTime", "late", "overdue"].map((key) => ({
          label: label(report, key),
          values: column(report, key),
        })),
      });
    case "visits": {
      const byDay = report.columns[0].kind === "day";
      return barChart({
        ...base,
        categories: report.rows.map((row) =>
          byDay ? dayLabel(String(row.day)).replace(/ \d{4}$/, "") : monthLabel(String(row.month)),
        ),
        series: [{ label: label(report, "views"), values: column(report, "views") }],
        line: { label: label(report, "visitors"), values: column(report, "visitors") },
      });
    }
    case "visit-pages":
    case "visit-referrers":
    case "visit-campaigns":
    case "visit-devices": {
      const [first] = report.columns;
      return horizontalBars({
        ...base,
        categories: report.rows.map((row) => fitLabel(String(row[first.key]), size)),
        values: report.rows.map((row) => Number(row.views)),
        label: label(report, "views"),
      });
    }
    case "form-conversion":
      return barChart({
        ...base,
        categories: report.rows.map((row) => String(row.form)),
        series: ["views", "sent"].map((key) => ({
          label: label(report, key),
          values: column(report, key),
        })),
      });
    case "newsletter":
      return barChart({
        ...base,
        categories: months(),
        series: ["new", "ended"].map((key) => ({
          label: label(report, key),
          values: column(report, key),
        })),
        line: { label: label(report, "listSize"), values: column(report, "listSize") },
      });
  }
}
