/**
 * Claims that age ("launch in 2027") are kept in their content file's `datedClaims` with the last
 * day they are true (docs/decisions/053). This fails once one of those days has passed, and when
 * a year that has not yet passed, or a quarter, is typed straight into the copy instead.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type DatedClaims, claimNames, passedClaims } from "~/utils/dated-claims";
import { ukDay } from "~/utils/uk-dates";

const CONTENT = path.resolve(import.meta.dirname, "../../content");

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith(".json") ? [full] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const files = jsonFiles(CONTENT).map((file) => {
  // A legal page's lastUpdated is when its text changed (decision 052), a record, not a claim.
  const {
    datedClaims = {},
    lastUpdated: _recordDate,
    ...copy
  } = JSON.parse(fs.readFileSync(file, "utf8")) as {
    datedClaims?: DatedClaims;
    lastUpdated?: string;
  };
  return { name: path.relative(CONTENT, file), claims: datedClaims, copy: strings(copy) };
});

const today = new Date();
const thisYear = Number(ukDay(today).slice(0, 4));

describe("dated claims in content/", () => {
  it("reads the DentalIQ page's launch as a dated claim", () => {
    const dentalIq = files.find((file) => file.name === "dental-iq.json");
    expect(Object.keys(dentalIq?.claims ?? {})).toContain("launch");
  });

  it("has no claim whose last true day has passed", () => {
    for (const { name, claims } of files) {
      for (const [claim, { until }] of Object.entries(claims))
        expect(until, `${name}: ${claim}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(passedClaims(claims, today), `${name}: claims past their day`).toEqual([]);
    }
  });

  it("names only claims its file defines, in a file that has dated claims", () => {
    for (const { name, claims, copy } of files.filter((file) => Object.keys(file.claims).length))
      for (const text of copy)
        for (const claim of claimNames(text))
          expect(Object.keys(claims), `${name}: ${text}`).toContain(claim);
  });

  it("types no quarter, and no year from this one on, straight into the copy", () => {
    for (const { name, copy } of files) {
      for (const text of copy) {
        expect(text, name).not.toMatch(/\bQ[1-4]\s+\d{4}\b/);
        const years = [...text.matchAll(/\b(20\d\d)\b/g)].map((match) => Number(match[1]));
        for (const year of years) expect(year, `${name}: ${text}`).toBeLessThan(thisYear);
      }
    }
  });
});
