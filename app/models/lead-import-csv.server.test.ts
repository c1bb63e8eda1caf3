/** The lead import's CSV reader: encodings, delimiters, quoted fields, formulas and its limits. */
import { describe, expect, it } from "vitest";
import { csvCell } from "~/utils/csv";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  decodeCsvBytes,
  parseLeadCsv,
  sniffDelimiter,
} from "./lead-import-csv.server";

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252 bytes for Latin-1 text plus the euro sign (0x80). */
const cp1252 = (text: string) =>
  Uint8Array.from([...text].map((char) => (char === "€" ? 0x80 : char.charCodeAt(0))));

const parsed = (bytes: Uint8Array) => {
  const result = parseLeadCsv(bytes);
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result.csv;
};

describe("decoding", () => {
  it("reads UTF-8 with and without a BOM, the BOM not left in the first header", () => {
    const text = "First name,Email\nZoë,zoe@example.com\n";
    const plain = parsed(utf8(text));
    const withBom = parsed(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)]));
    for (const csv of [plain, withBom]) {
      expect(csv.encoding).toBe("utf-8");
      expect(csv.headers).toEqual(["First name", "Email"]);
      expect(csv.rows).toEqual([["Zoë", "zoe@example.com"]]);
    }
  });

  it("reads Windows-1252 when the bytes are not valid UTF-8", () => {
    const csv = parsed(cp1252("Name;Notes\nRené;Paid €50\n"));
    expect(csv.encoding).toBe("windows-1252");
    expect(csv.rows).toEqual([["René", "Paid €50"]]);
    expect(decodeCsvBytes(cp1252("café")).text).toBe("café");
  });
});

describe("delimiters and quotes", () => {
  it("sniffs a semicolon or a comma from the header line, quotes ignored", () => {
    expect(sniffDelimiter("a;b;c\n1,2,3,4,5")).toBe(";");
    expect(sniffDelimiter("a,b,c\n1;2;3;4")).toBe(",");
    expect(sniffDelimiter('"a;b;c;d",e,f\n')).toBe(",");
    expect(parsed(utf8("First;Last\nAda;Lovelace\n")).rows).toEqual([["Ada", "Lovelace"]]);
  });

  it("keeps quoted delimiters, doubled quotes and newlines inside a field; pads short rows", () => {
    const csv = parsed(
      utf8('Name,Notes,Company\r\n"Smith, Jo","Said ""hi""\r\nthen left"\r\nAda\r\n\r\n'),
    );
    expect(csv.delimiter).toBe(",");
    expect(csv.rows).toEqual([
      ["Smith, Jo", 'Said "hi"\r\nthen left', ""],
      ["Ada", "", ""],
    ]);
    // Line numbers as the file counts them: the quoted newline takes a line.
    expect(csv.lines).toEqual([2, 4]);
  });

  it("numbers each row by the file's own line: blank lines and empty rows counted, not skipped", () => {
    const csv = parsed(utf8('Email,Name\n\na@b.co,A\n,\n\nc@d.co,"C\nD"\ne@f.co,E\n'));
    expect(csv.rows.map((r) => r[0])).toEqual(["a@b.co", "c@d.co", "e@f.co"]);
    expect(csv.lines).toEqual([3, 6, 8]);
  });
});

describe("formulas", () => {
  it("keeps a formula cell as its text, and the CSV writer neutralises it on the way out", () => {
    const csv = parsed(utf8('Company,Notes\n=HYPERLINK("http://x.test"),+44 1\n@SUM(A1),-2\n'));
    expect(csv.rows).toEqual([
      ['=HYPERLINK("http://x.test")', "+44 1"],
      ["@SUM(A1)", "-2"],
    ]);
    expect(csvCell(csv.rows[0][0])).toBe(`"'=HYPERLINK(""http://x.test"")"`);
    expect(csvCell("\tcmd")).toBe("'\tcmd");
  });
});

describe("refusals", () => {
  it("refuses an empty file, a header without rows, and unreadable quoting", () => {
    expect(parseLeadCsv(utf8(""))).toEqual({ ok: false, refusal: "empty" });
    expect(parseLeadCsv(utf8("Email\n"))).toEqual({ ok: false, refusal: "empty" });
    expect(parseLeadCsv(utf8(",,\n1,2,3\n"))).toEqual({ ok: false, refusal: "no-header" });
    expect(parseLeadCsv(utf8('Email\n"never closed\n'))).toEqual({
      ok: false,
      refusal: "unreadable",
    });
  });

  it("refuses a workbook (.xlsx, .xls) and any binary file (a PNG, NUL bytes, UTF-16), whatever its name", () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    // .xlsx is a zip; .xls an OLE2 compound file.
    const xlsx = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
    expect(parseLeadCsv(xlsx)).toEqual({ ok: false, refusal: "spreadsheet" });
    const xls = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00);
    expect(parseLeadCsv(xls)).toEqual({ ok: false, refusal: "spreadsheet" });
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49);
    expect(parseLeadCsv(png)).toEqual({ ok: false, refusal: "binary" });
    expect(parseLeadCsv(utf8("Email\na\u0000@b.co\n"))).toEqual({ ok: false, refusal: "binary" });
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[..."Email\n"].flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    expect(parseLeadCsv(utf16)).toEqual({ ok: false, refusal: "binary" });
    // Tabs, CRLF and a DOS end-of-file mark are text.
    expect(parsed(utf8("Email\tName\r\na@b.co\tAda\r\n\u001a")).rows).toHaveLength(1);
  });

  it("takes 50,000 rows and refuses 50,001; refuses more than 20 MB", () => {
    const file = (rows: number) => utf8(`Email\n${"a@b.co\n".repeat(rows)}`);
    const atLimit = parsed(file(IMPORT_MAX_ROWS));
    expect(atLimit.rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(parseLeadCsv(file(IMPORT_MAX_ROWS + 1))).toEqual({
      ok: false,
      refusal: "too-many-rows",
    });
    expect(parseLeadCsv(new Uint8Array(IMPORT_MAX_BYTES + 1))).toEqual({
      ok: false,
      refusal: "too-large",
    });
  });
});
