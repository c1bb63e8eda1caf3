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
