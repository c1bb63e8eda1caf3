/**
 * /crm/reports: the range form, then each report as its chart (SVG markup drawn on the server:
 * this module holds no chart code), a one-sentence description, the same numbers as a table and
 * a CSV link. Works the same without JavaScript.
 */
import { Form, Link, href } from "react-router";
import {
  REPORT_RANGES,
  REPORT_RANGE_TEXTS,
  type ReportRange,
  dayLabel,
  monthLabel,
  rangeQuery,
} from "~/utils/report-range";
import { Cell, HeaderCell, Row, RowHeaderCell, Table } from "~/components/ui/table";
import * as styles from "../crm/dashboard.css";
import { formatPounds } from "../lead/deal-section";
import * as page from "./reports.css";

/** A report as the page shows it (the model's rows: app/models/reports.server.ts). */
export interface ReportView {
  name: string;
  title: string;
  description: string;
  columns: { key: string; label: string; kind: string }[];
  rows: Record<string, string | number | null>[];
  /** The chart, SVG markup drawn on the server. */
  svg: string;
}

export const REPORTS_TEXT = {
  title: "Reports",
  show: "Show",
  period: "Period",
  from: "From",
  to: "To",
  csv: "Download CSV",
} as const;

/** A table cell as people read it (the CSV and JSON carry the plain numbers). */
export function cellText(kind: string, value: string | number | null): string {
  if (value === null || value === undefined) return "—";
  switch (kind) {
    case "month":
      return monthLabel(String(value));
    case "week":
      return dayLabel(String(value));
    case "pounds":
      return formatPounds(Number(value));
    case "percent":
      return `${Number(value).toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;
    case "count":
    case "hours":
      return Number(value).toLocaleString("en-GB", { maximumFractionDigits: 1 });
    default:
      return String(value);
  }
}

export function ReportTable({ report }: { report: ReportView }) {
  const [first, ...rest] = report.columns;
  // The kit's table: columns on a wide screen, one block per row on a phone (no sideways scroll).
  return (
    <div
      className={page.tableRegion}
      role="region"
      aria-label={`${report.title}: table`}
      // A region that may scroll sideways (between phone and desktop widths) takes focus, so a
      // keyboard can scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <Table
        caption={report.title}
        data-testid={`table-${report.name}`}
        head={report.columns.map((c) => (
          <HeaderCell key={c.key}>{c.label}</HeaderCell>
        ))}
      >
        {report.rows.map((row, i) => (
          <Row key={i}>
            <RowHeaderCell label={first.label}>
              {cellText(first.kind, row[first.key])}
            </RowHeaderCell>
            {rest.map((c) => (
              <Cell key={c.key} label={c.label}>
                {cellText(c.kind, row[c.key])}
              </Cell>
            ))}
          </Row>
        ))}
      </Table>
    </div>
  );
}

export function ReportsPage({ range, reports }: { range: ReportRange; reports: ReportView[] }) {
  const query = rangeQuery(range);
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{REPORTS_TEXT.title}</h1>
      <Form method="get" className={styles.searchForm} aria-label="Report period">
        <div className={styles.inlineField}>
          <label htmlFor="report-range" className={styles.label}>
            {REPORTS_TEXT.period}
          </label>
          <select
            id="report-range"
            name="range"
            defaultValue={range.preset === "custom" ? "" : range.preset}
            className={styles.control}
          >
            {REPORT_RANGES.map((value) => (
              <option key={value} value={value}>
                {REPORT_RANGE_TEXTS[value]}
              </option>
            ))}
            <option value="">{REPORT_RANGE_TEXTS.custom}</option>
          </select>
        </div>
        <div className={styles.inlineField}>
          <label htmlFor="report-from" className={styles.label}>
            {REPORTS_TEXT.from}
          </label>
          <input
            id="report-from"
            type="date"
            name="from"
            defaultValue={range.from}
            className={styles.control}
          />
        </div>
        <div className={styles.inlineField}>
          <label htmlFor="report-to" className={styles.label}>
            {REPORTS_TEXT.to}
          </label>
          <input
            id="report-to"
            type="date"
            name="to"
            defaultValue={range.to}
            className={styles.control}
          />
        </div>
        <button type="submit" className={styles.button.secondary}>
          {REPORTS_TEXT.show}
        </button>
      </Form>
      <p className={styles.statHint} data-testid="report-period">
        {dayLabel(range.from)} to {dayLabel(range.to)}, UK time. For from–to dates choose “
        {REPORT_RANGE_TEXTS.custom}”.
      </p>
      {reports.map((report) => (
        <section
          key={report.name}
          aria-labelledby={`report-${report.name}`}
          className={page.report}
          data-testid={`report-${report.name}`}
        >
          <h2 id={`report-${report.name}`} className={styles.subheading}>
            {report.title}
          </h2>
          <p>{report.description}</p>
          {/* Server-drawn SVG from numbers only (text in it is escaped by React on the server). */}
          <div className={page.chart} dangerouslySetInnerHTML={{ __html: report.svg }} />
          <ReportTable report={report} />
          <p>
            <Link
              to={`${href("/api/crm/reports/:name", { name: report.name })}?${query}&format=csv`}
              reloadDocument
              download
            >
              {REPORTS_TEXT.csv}
              <span className={styles.visuallyHidden}>: {report.title}</span>
            </Link>
          </p>
        </section>
      ))}
    </section>
  );
}
