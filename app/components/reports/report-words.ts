/**
 * A report in words: the model's facts (numbers, dates, codes) with the title, the description,
 * the columns' headings and the codes worded from texts.ts. The page, its charts, the CSV and the
 * API all show this one, so they cannot disagree.
 */
import type { ColumnKind, ReportFacts, ReportRow } from "~/models/reports.server";
import { LOST_REASON_TEXTS, type LostReason } from "~/schemas/deal";
import { labelOf } from "~/schemas/lead";
import { LEAD_SOURCE_TEXTS, SOURCE_NOT_RECORDED } from "~/schemas/lead-source";
import type { SourceCategory } from "~/schemas/lead-attribution";
import { VISIT_TOP } from "~/schemas/report";
import {
  REPORT_CELL_TEXTS,
  REPORT_TABLE_TEXTS,
  type ReportWords,
  VISITS_BY_MONTH_TEXTS,
} from "./texts";

export interface Report extends Omit<ReportFacts, "columns"> {
  title: string;
  /** One sentence: what the chart and the table show. */
  description: string;
  columns: { key: string; label: string; kind: ColumnKind }[];
}

const CELL = REPORT_CELL_TEXTS;

/** The column whose cells hold codes, and their words, per report. */
const CODED_CELLS: Partial<
  Record<ReportFacts["name"], [key: string, word: (code: ReportRow[string]) => string]>
> = {
  funnel: ["stage", (stage) => labelOf(String(stage))],
  "lost-reasons": [
    "reason",
    (reason) =>
      reason === "not-recorded" ? CELL.notRecorded : LOST_REASON_TEXTS[reason as LostReason],
  ],
  campaigns: [
    "campaign",
    (campaign) => (campaign === null ? CELL.otherCampaigns : String(campaign)),
  ],
  "visit-devices": ["device", (device) => CELL.devices[String(device)] ?? CELL.otherDevice],
  "form-conversion": ["form", (form) => CELL.forms[String(form)]],
};

/** The new leads' source columns are named by the sources' own words. */
const sourceWord = (key: string) =>
  key === "none" ? SOURCE_NOT_RECORDED : LEAD_SOURCE_TEXTS[key as SourceCategory];

export function wordReport(report: ReportFacts): Report {
  const words: ReportWords =
    report.name === "visits" && report.columns[0].kind === "month"
      ? VISITS_BY_MONTH_TEXTS
      : REPORT_TABLE_TEXTS[report.name];
  const coded = CODED_CELLS[report.name];
  const { name, from, to, columns, rows, countedFrom } = report;
  return {
    name,
    title: words.title,
    description:
      typeof words.description === "function" ? words.description(VISIT_TOP) : words.description,
    from,
    to,
    columns: columns.map((c) => ({
      key: c.key,
      label: words.columns[c.key] ?? sourceWord(c.key),
      kind: c.kind,
    })),
    rows: coded ? rows.map((row) => ({ ...row, [coded[0]]: coded[1](row[coded[0]]) })) : rows,
    ...(countedFrom ? { countedFrom } : {}),
  };
}
