/**
 * The one CSV writer (newsletter and lead exports): RFC 4180 quoting, CRLF line ends, a UTF-8 BOM
 * for spreadsheets, and cells a spreadsheet would run as a formula (starting with = + - @, tab or
 * CR) neutralised with a leading apostrophe (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  const text =
    value instanceof Date
      ? value.toISOString()
      : value === null || value === undefined
        ? ""
        : String(value);
  const safe = typeof value === "string" ? neutraliseFormula(text) : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Header + one line per row with the given columns. */
export function rowsToCsv<T>(columns: readonly (keyof T & string)[], rows: T[]): string {
  const lines = [columns.join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A CSV download that no cache keeps. */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
