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
    "Drag a card to another column, or use its Move to… form. Moving to Closed Lost asks why.",
  columns: "Pipeline columns",
  /** "1 lead", "1,204 leads". */
  leads: (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "lead" : "leads"}`,
  newestShown: (shown: number) => `(newest ${shown} shown)`,
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
