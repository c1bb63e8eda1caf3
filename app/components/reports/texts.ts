/** The reports' words (/crm/reports). */
export const REPORTS_TEXTS = {
  title: "Reports",
  show: "Show",
  period: "Period",
  from: "From",
  to: "To",
  csv: "Download CSV",
} as const;
