/** The newsletter CSV export's shape, shared by the model that writes it and the button that saves it. */
export const CSV_COLUMNS = ["id", "email", "fullName", "subscribed", "subscribedAt"] as const;

/** newsletter-subscribers-YYYY-MM-DD.csv (UTC date). */
export function exportFilename(now = new Date()): string {
  return `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;
}
