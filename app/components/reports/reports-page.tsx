/**
 * /crm/reports: two small forms (a period from the list, or from–to dates: each shows what it
 * names, so dates typed are never overridden by the list), then each report as its chart (SVG
 * markup drawn on the server, wide and narrow: this module holds no chart code), a one-sentence
 * description, the same numbers as a table and a CSV link. Dates that are not a range are shown
 * as errors (summary and field) with what was typed kept. Works the same without JavaScript.
 */
import { Form, Link, href } from "react-router";
import {
  REPORT_RANGES,
  type RangeProblems,
  type ReportRange,
  dayLabel,
  monthLabel,
  rangeQuery,
} from "~/utils/report-range";
import { ErrorSummary } from "~/components/forms/error-summary";
import { FieldError } from "~/components/forms/fields";
import { Cell, HeaderCell, Row, RowHeaderCell, Table } from "~/components/ui/table";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import { formatPounds } from "../lead/deal-section";
import * as page from "./reports.css";
import { REPORTS_TEXTS, REPORT_RANGE_TEXTS } from "./texts";

/** A report as the page shows it (the model's rows in words: ./report-words.ts). */
export interface ReportView {
  name: string;
  title: string;
  description: string;
  columns: { key: string; label: string; kind: string }[];
  rows: Record<string, string | number | null>[];
  /** The chart, SVG markup drawn on the server (wide, and narrow for a phone). */
  svg: string;
  narrowSvg: string;
  /** Counts start on this day rather than at the period's first (visits were not counted before). */
  countedFrom?: string;
}

/** Dates that are not a range: what is wrong with each, and the dates as typed. */
export interface RangeError {
  problems: RangeProblems;
  typed: { from: string; to: string };
}

/** A table cell as people read it (the CSV and JSON carry the plain numbers). */
export function cellText(kind: string, value: string | number | null): string {
  if (value === null || value === undefined) return "—";
  switch (kind) {
    case "month":
      return monthLabel(String(value));
    case "week":
    case "day":
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
      aria-label={REPORTS_TEXTS.table(report.title)}
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

function DateField({
  name,
  label,
  value,
  problem,
}: {
  name: "from" | "to";
  label: string;
  value: string;
  problem?: string;
}) {
  const id = `report-${name}`;
  return (
    <div className={controls.inlineField}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <FieldError id={`${id}-error`} errors={problem ? [problem] : undefined} />
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={controls.control}
      />
    </div>
  );
}

export function ReportsPage({
  range,
  reports,
  error,
}: {
  range: ReportRange;
  reports: ReportView[];
  error?: RangeError;
}) {
  const query = rangeQuery(range);
  const problem = (name: "from" | "to") => {
    const code = error?.problems[name];
    return code ? REPORTS_TEXTS.problems[name][code] : undefined;
  };
  const summary = (["from", "to"] as const).flatMap((name) => {
    const message = problem(name);
    return message ? [{ id: `report-${name}`, message }] : [];
  });
  const custom = !error && range.preset === "custom";
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{REPORTS_TEXTS.title}</h1>
      <ErrorSummary items={summary} title={REPORTS_TEXTS.errorTitle} />
      {/* Keyed on what is shown: after a client-side navigation the fields show it afresh. */}
      <div
        className={page.rangeForms}
        key={error ? `${error.typed.from}|${error.typed.to}` : `${range.preset}|${query}`}
      >
        <Form method="get" className={controls.searchForm} aria-label={REPORTS_TEXTS.periodForm}>
          <div className={controls.inlineField}>
            <label htmlFor="report-range" className={controls.label}>
              {REPORTS_TEXTS.period}
            </label>
            <select
              id="report-range"
              name="range"
              defaultValue={custom ? "" : range.preset}
              className={controls.control}
            >
              {custom ? (
                <option value="" disabled>
                  {REPORTS_TEXTS.datesChosen}
                </option>
              ) : null}
              {REPORT_RANGES.map((value) => (
                <option key={value} value={value}>
                  {REPORT_RANGE_TEXTS[value]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={controls.button.secondary}>
            {REPORTS_TEXTS.show}
          </button>
        </Form>
        <Form method="get" className={controls.searchForm} aria-label={REPORTS_TEXTS.datesForm}>
          <DateField
            name="from"
            label={REPORTS_TEXTS.from}
            value={error ? error.typed.from : range.from}
            problem={problem("from")}
          />
          <DateField
            name="to"
            label={REPORTS_TEXTS.to}
            value={error ? error.typed.to : range.to}
            problem={problem("to")}
          />
          <button type="submit" className={controls.button.secondary}>
            {REPORTS_TEXTS.showDates}
          </button>
        </Form>
      </div>
      {error ? null : (
        <>
          <p className={pageParts.statHint} data-testid="report-period">
            {REPORTS_TEXTS.periodShown(dayLabel(range.from), dayLabel(range.to))}
          </p>
          <p className={pageParts.statHint}>{REPORTS_TEXTS.compare}</p>
        </>
      )}
      {reports.map((report) => (
        <section
          key={report.name}
          aria-labelledby={`report-${report.name}`}
          className={page.report}
          data-testid={`report-${report.name}`}
        >
          <h2 id={`report-${report.name}`} className={pageParts.subheading}>
            {report.title}
          </h2>
          <p>{report.description}</p>
          {report.countedFrom ? (
            <p data-testid={`counted-from-${report.name}`}>
              {REPORTS_TEXTS.countedFrom(dayLabel(report.countedFrom))}
            </p>
          ) : null}
          {report.rows.length === 0 ? (
            <p data-testid={`empty-${report.name}`}>{REPORTS_TEXTS.empty}</p>
          ) : (
            <>
              {/* Server-drawn SVG from numbers only (text in it is escaped by React on the server). */}
              <div className={page.chart} dangerouslySetInnerHTML={{ __html: report.svg }} />
              <div
                className={page.narrowChart}
                dangerouslySetInnerHTML={{ __html: report.narrowSvg }}
              />
              <ReportTable report={report} />
            </>
          )}
          <p>
            <Link
              to={`${href("/api/crm/reports/:name", { name: report.name })}?${query}&format=csv`}
              reloadDocument
              download
            >
              {REPORTS_TEXTS.csv}
              <span className={controls.visuallyHidden}>: {report.title}</span>
            </Link>
          </p>
        </section>
      ))}
    </section>
  );
}
