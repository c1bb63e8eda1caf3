/** The pipeline board's words (/crm/pipeline). */
export const PIPELINE_TEXTS = {
  title: "Pipeline",
  filter: "Filter",
  clear: "Clear filters",
  anySource: "Any source",
  anyIndustry: "Any industry",
  noCards: "No leads here.",
  board: "Pipeline board",
  dragHint:
    "Drag a card to another column, or use its Move to… button. Moving to Closed Lost asks why.",
  columns: "Pipeline columns",
  /** "1 lead", "1,204 leads". */
  leads: (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "lead" : "leads"}`,
  newestShown: (shown: number) => `(newest ${shown} shown)`,
  /** Under a column showing its newest only, and under the one opened. */
  showAll: (n: number) => `Show all ${n.toLocaleString("en-GB")}`,
  showNewest: (n: number) => `Show the newest ${n.toLocaleString("en-GB")}`,
  showFewer: "Show fewer",
  /** After "Show all 37", for screen readers. */
  inColumn: (status: string) => `in ${status}`,
  columnLeads: (status: string) => `${status} leads`,
  value: "Value:",
  owner: "Owner:",
  nextFollowUp: "Next follow-up:",
  nonePlanned: "none planned",
  filterForm: "Filter the pipeline",
  search: "Name, email or company",
  /** The filter's field labels. */
  fields: {
    source: "Source",
    industry: "Industry",
  },
} as const;
