/** The reports' words (/crm/reports). */
export const REPORTS_TEXTS = {
  title: "Reports",
  show: "Show",
  period: "Period",
  from: "From",
  to: "To",
  csv: "Download CSV",
  /** A chart's table, for screen readers. */
  table: (title: string) => `${title}: table`,
  periodForm: "Report period",
  /** "1 Mar 2026 to 31 Mar 2026, UK time. For from–to dates choose “Custom”." */
  periodShown: (from: string, to: string, custom: string) =>
    `${from} to ${to}, UK time. For from–to dates choose “${custom}”.`,
} as const;
