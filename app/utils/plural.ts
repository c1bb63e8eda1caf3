/**
 * A count with its noun, in en-GB digits: "0 leads", "1 lead", "1,204 leads". English plurals are
 * irregular ("activity"/"activities"), so the caller gives both forms. The one helper for counts
 * in text: lists' summaries, the merge preview, reminder mail, the staff page.
 */
export function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
}

/** Words joined as people write a list: "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
