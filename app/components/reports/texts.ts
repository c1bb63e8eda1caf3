/** The reports' words (/crm/reports). */
import type { RangeProblem } from "~/utils/report-range";

export const REPORTS_TEXTS = {
  title: "Reports",
  show: "Show",
  period: "Period",
  from: "From",
  to: "To",
  csv: "Download CSV",
  /** A list report (pages, sites, campaigns) with nothing in the period. */
  empty: "Nothing recorded in this period.",
  /** A chart's table, for screen readers. */
  table: (title: string) => `${title}: table`,
  periodForm: "Report period",
  datesForm: "Report dates",
  /** The dates form's button: the dates typed are what it shows, whatever the period says. */
  showDates: "Show these dates",
  /** The period chosen in the list while the page shows from–to dates. */
  datesChosen: "From – to (the dates)",
  /** "1 Mar 2026 to 31 Mar 2026, UK time." */
  periodShown: (from: string, to: string) => `${from} to ${to}, UK time.`,
  /** A report whose counts start inside the period: visits were counted only from then. */
  countedFrom: (day: string) =>
    `Visits have been counted since ${day}: what was sent is counted from that day too, so the two compare.`,
  /** How to see the dashboard's figures here (decision 043). */
  compare:
    "Leads are counted by the status they have now, as on the dashboard: choose “All time” and the funnel’s “At this stage now” and its first row give the dashboard’s figures.",
  errorTitle: "There is a problem",
  problems: {
    from: {
      missing: "Enter the first day of the period",
      invalid: "Enter the first day as a date, for example 2026-01-31",
      reversed: "Enter a first day on or before the last day",
    },
    to: {
      missing: "Enter the last day of the period",
      invalid: "Enter the last day as a date, for example 2026-03-31",
      reversed: "Enter a last day on or after the first day",
    },
  } satisfies Record<"from" | "to", Record<RangeProblem, string>>,
} as const;
