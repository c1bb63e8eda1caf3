/**
 * Reading a spreadsheet's CSV for the lead import: the bytes are UTF-8 (with or without a BOM) or,
 * when they are not valid UTF-8, Windows-1252 (what Excel on Windows saves as "CSV"); the
 * delimiter is a comma or a semicolon (Excel in much of Europe), whichever the header line holds
 * more of outside quotes. Quoted fields may hold delimiters, quotes and newlines (csv-parse).
 * Cells are text and stay text: a cell such as `=HYPERLINK(…)` is stored as written and never
 * evaluated; the CSV writer (utils/csv.ts) neutralises it on the way out.
 */
import { parse } from "csv-parse/sync";

/** The largest file taken, in bytes (20 MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most data rows taken (the header line not counted). */
export const IMPORT_MAX_ROWS = 50_000;

export type CsvEncoding = "utf-8" | "windows-1252";
export type CsvDelimiter = "," | ";";

export interface ParsedCsv {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** The header line's names, trimmed. */
  headers: string[];
  /** The data rows, each as long as `headers` (short rows padded with ""). */
  rows: string[][];
  /**
   * The file's line on which each row starts, as a text editor counts them: blank lines and the
   * lines inside a quoted cell counted (the header is line 1).
   */
  lines: number[];
}

/** Why a file cannot be read: the UI words each code. */
export type CsvRefusal =
  "too-large" | "too-many-rows" | "empty" | "no-header" | "unreadable" | "spreadsheet" | "binary";

export type CsvResult = { ok: true; csv: ParsedCsv } | { ok: false; refusal: CsvRefusal };

const BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 when the bytes are valid UTF-8 (a BOM removed), else Windows-1252. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const hasBom = BOM.every((byte, i) => bytes[i] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(body), encoding: "windows-1252" };
  }
}

/** Semicolon when the header line holds more semicolons than commas outside quotes. */
export function sniffDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
/** An Excel workbook: .xlsx (a zip: "PK\x03\x04") or the older .xls (OLE2). */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Whether the bytes are not text: a control character no CSV holds (NUL, and the C0 controls but
 * tab, line feed, carriage return, and Ctrl-Z as the last byte, an old DOS end of file). An image
 * (a PNG's signature holds NUL and Ctrl-Z), a PDF or UTF-16 text all have them.
 */
function isBinary(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) continue;
    if (b === 0x1a && i === bytes.length - 1) continue;
    return true;
  }
  return false;
}

/**
 * Reads the file, or says why not; never throws on what a user uploads. A workbook (.xlsx, .xls,
 * whatever its name) is refused with the way to save it as CSV, not read: a workbook holds several
 * sheets, formulas and dates as numbers, and which sheet and what a cell shows are Excel's
 * choices, which its own "Save as CSV" makes where the person can see them.
 */
export function parseLeadCsv(bytes: Uint8Array): CsvResult {
  if (bytes.byteLength > IMPORT_MAX_BYTES) return { ok: false, refusal: "too-large" };
  if (startsWith(bytes, ZIP) || startsWith(bytes, OLE2))
    return { ok: false, refusal: "spreadsheet" };
  if (isBinary(bytes)) return { ok: false, refusal: "binary" };
  const eof = bytes.length > 0 && bytes[bytes.length - 1] === 0x1a;
  const { text, encoding } = decodeCsvBytes(eof ? bytes.subarray(0, -1) : bytes);
  if (text.trim() === "") return { ok: false, refusal: "empty" };
  const delimiter = sniffDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      // A quote inside an unquoted cell (`=HYPERLINK("…")` typed by hand) is kept as written.
      relax_quotes: true,
      skip_empty_lines: true,
      // Each record's last line: its first is that less the line breaks inside its cells.
      info: true,
      // One record past the limit is enough to know the file is too long.
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as typeof records;
  } catch {
    return { ok: false, refusal: "unreadable" };
  }
  const [header, ...data] = records;
  const headers = (header?.record ?? []).map((name) => name.trim());
  if (headers.length === 0 || headers.every((name) => name === "")) {
    return { ok: false, refusal: "no-header" };
  }
  if (data.length === 0) return { ok: false, refusal: "empty" };
  if (data.length > IMPORT_MAX_ROWS) return { ok: false, refusal: "too-many-rows" };
  // csv-parse counts a CR LF inside a quoted cell as two lines; an editor counts one.
  let doubled = header.record.join("").match(/\r\n/g)?.length ?? 0;
  const numbered = data.map(({ record, info }) => {
    const text = record.join("");
    doubled += text.match(/\r\n/g)?.length ?? 0;
    const line = info.lines - doubled - (text.match(/\r\n|\r|\n/g)?.length ?? 0);
    return { record, line };
  });
  const kept = numbered.filter(({ record }) => record.some((cell) => cell.trim() !== ""));
  const rows = kept.map(({ record }) => headers.map((_, i) => record[i] ?? ""));
  const lines = kept.map(({ line }) => line);
  return { ok: true, csv: { encoding, delimiter, headers, rows, lines } };
}
