/** The reports' words (/crm/reports). */
import type { ReportName } from "~/models/reports.server";
import type { RangeProblem, ReportPreset } from "~/utils/report-range";

/** The periods the reports' list offers (REPORT_RANGES), and the from–to dates. */
export const REPORT_RANGE_TEXTS: Record<ReportPreset | "custom", string> = {
  month: "This month",
  "3m": "Last 3 months",
  "12m": "Last 12 months",
  all: "All time",
  custom: "From – to",
};

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

/** A report's words: its title, one sentence on what it shows, and its columns' headings. */
export interface ReportWords {
  title: string;
  /** A top list's sentence takes how many rows it lists. */
  description: string | ((top: number) => string);
  columns: Record<string, string>;
}

/**
 * Each report's words (the model gives its numbers and codes: app/models/reports.server.ts). The
 * new leads' source columns are the sources' own words (LEAD_SOURCE_TEXTS).
 */
export const REPORT_TABLE_TEXTS = {
  "new-leads": {
    title: "New leads per month by source",
    description:
      "How many leads were added each month, each bar split by where the lead first came from (its original source).",
    columns: { month: "Month", total: "Total" },
  },
  funnel: {
    title: "Funnel: how far leads got",
    description:
      "Of the leads added in the period, how many reached each stage (by the furthest status each has held, or holds now), how many are at it now, the share that went on to the next stage and how many stopped there.",
    columns: {
      stage: "Stage",
      reached: "Leads that reached it",
      now: "At this stage now",
      conversion: "Went on to the next stage (%)",
      dropOff: "Stopped here",
    },
  },
  "won-lost": {
    title: "Won and lost per month",
    description:
      "How many of the leads that are Closed Won or Closed Lost now were won and lost each month (by the day they were closed, or were added if that is not recorded), and their estimated value in pounds.",
    columns: {
      month: "Month",
      won: "Won",
      wonValue: "Won value (£)",
      lost: "Lost",
      lostValue: "Lost value (£)",
    },
  },
  "lost-reasons": {
    title: "Why leads were lost",
    description:
      "Of the leads that are Closed Lost now and were lost in the period (or added, if when they were lost is not recorded), how many gave each reason, and their estimated value.",
    columns: { reason: "Reason", lost: "Leads lost", value: "Value (£)" },
  },
  "first-response": {
    title: "First response to enquiries and registrations",
    description:
      "For enquiries and DentalIQ registrations arriving each month, the median and 90th-percentile hours until the first reply sent from the CRM (or, before one, until staff first acted), against the 24-hour promise, and the share answered within 24 hours.",
    columns: {
      month: "Month",
      arrivals: "Arrived",
      answered: "Answered",
      medianHours: "Median (hours)",
      p90Hours: "90th percentile (hours)",
      within24h: "Answered within 24 hours (%)",
    },
  },
  "follow-ups": {
    title: "Follow-ups per week",
    description:
      "Follow-ups due each week (weeks start on Monday): how many were planned, done on time, done late, and overdue (not done and past due).",
    columns: {
      week: "Week of",
      planned: "Planned",
      onTime: "Done on time",
      late: "Done late",
      overdue: "Overdue",
    },
  },
  newsletter: {
    title: "Newsletter subscriptions",
    description:
      "New and ended newsletter subscriptions each month, and how many people were on the list at the end of the month.",
    columns: { month: "Month", new: "New", ended: "Ended", listSize: "List size at month end" },
  },
  campaigns: {
    title: "Leads and won value by campaign",
    description:
      "Leads added in the period by the campaign (utm_campaign) of their original source, how many of them are Closed Won now, and their estimated value.",
    columns: { campaign: "Campaign", leads: "Leads", won: "Won", wonValue: "Won value (£)" },
  },
  /** Drawn day by day; a long period month by month (VISITS_BY_MONTH_TEXTS). */
  visits: {
    title: "Visitors and page views per day",
    description:
      "How many people visited the public site each day and how many pages they viewed, counted without cookies; bots are not counted.",
    columns: { day: "Day", visitors: "Visitors", views: "Page views" },
  },
  "visit-pages": {
    title: "Most viewed pages",
    description: (top: number) => `The ${top} public pages viewed most often in the period.`,
    columns: { page: "Page", views: "Page views" },
  },
  "visit-referrers": {
    title: "Sites that sent visitors",
    description: (top: number) =>
      `The ${top} other sites whose links brought the most page views (known only when the visitor's browser runs JavaScript and tells the page).`,
    columns: { site: "Referring site", views: "Page views" },
  },
  "visit-campaigns": {
    title: "Campaign links",
    description: (top: number) =>
      `The ${top} campaign links (their utm_campaign / utm_source / utm_medium tags) that brought the most page views.`,
    columns: { campaign: "Campaign / source / medium", views: "Page views" },
  },
  "visit-devices": {
    title: "Devices",
    description:
      "Page views by the kind of device they came from (told by the browser's description of itself, which is not kept).",
    columns: { device: "Device", views: "Page views" },
  },
  "form-conversion": {
    title: "Forms: page views and what was sent",
    description:
      "For each public form, the views of the pages it is on and how many were sent, with the share of views that ended in one (sign-ups still awaiting their confirmation included).",
    columns: { form: "Form", views: "Page views", sent: "Sent", conversion: "Sent per view (%)" },
  },
} satisfies Record<ReportName, ReportWords>;

/** The visits report drawn month by month (a period longer than it draws day by day). */
export const VISITS_BY_MONTH_TEXTS: ReportWords = {
  title: "Visitors and page views per month",
  description:
    "How many page views the public site had each month, and its daily visitors added up over the month (one person on two days counts twice); bots are not counted.",
  columns: { month: "Month", visitors: "Visitors (daily, added up)", views: "Page views" },
};

/** The codes the reports' rows hold, in words. */
export const REPORT_CELL_TEXTS = {
  /** A lost lead without a recorded reason. */
  notRecorded: "Not recorded",
  /** The campaigns report's last row: the campaigns past its length, and leads without one. */
  otherCampaigns: "No campaign or other",
  /** The device classes the beacon records (visits.server.ts). */
  devices: { desktop: "Desktop or laptop", mobile: "Phone", tablet: "Tablet" } as Record<
    string,
    string
  >,
  otherDevice: "Other",
  forms: {
    contact: "Contact form",
    "dental-iq": "DentalIQ registration",
    newsletter: "Newsletter sign-up",
  } as Record<string, string>,
};
