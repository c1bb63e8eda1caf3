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
} as const;
