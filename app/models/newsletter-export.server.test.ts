import { describe, expect, it } from "vitest";
import { exportFilename } from "~/schemas/newsletter-export";
import { csvCell, neutraliseFormula, subscriptionsToCsv } from "./newsletter-export.server";

/** A small RFC 4180 parser, to prove the output round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

const at = new Date("2026-03-04T05:06:07.000Z");

describe("newsletter CSV export", () => {
  it.each(["=SUM(A1)", "+1", "-1", "@cmd", "\tx", "\rx"])(
    "neutralises a cell starting like a formula: %j",
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text alone and quotes commas, quotes and line breaks", () => {
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvCell(true)).toBe("true");
    expect(csvCell(at)).toBe("2026-03-04T05:06:07.000Z");
  });

  it("has the header, one row per subscription, a BOM, and round-trips Unicode and hostile names", () => {
    const csv = subscriptionsToCsv([
      {
        id: 1,
        email: "zoe@example.com",
        fullName: "Zoë Ødegård-Łukasz 山田",
        subscribed: true,
        subscribedAt: at,
      },
      {
        id: 2,
        email: "x@example.com",
        fullName: '=HYPERLINK("http://evil","x")',
        subscribed: false,
        subscribedAt: at,
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual(["id", "email", "fullName", "subscribed", "subscribedAt"]);
    expect(rows[1]).toEqual([
      "1",
      "zoe@example.com",
      "Zoë Ødegård-Łukasz 山田",
      "true",
      "2026-03-04T05:06:07.000Z",
    ]);
    expect(rows[2]).toEqual([
      "2",
      "x@example.com",
      `'=HYPERLINK("http://evil","x")`,
      "false",
      "2026-03-04T05:06:07.000Z",
    ]);
    expect(Buffer.from(csv, "utf8").toString("utf8")).toBe(csv);
  });

  it("names the file newsletter-subscribers-YYYY-MM-DD.csv", () => {
    expect(exportFilename(at)).toBe("newsletter-subscribers-2026-03-04.csv");
  });
});
