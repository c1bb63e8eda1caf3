import { describe, expect, it } from "vitest";
import {
  invalidCustomRange,
  monthsOf,
  parseReportRange,
  rangeProblems,
  rangeQuery,
  weekStart,
  weeksOf,
} from "./report-range";

const q = (s: string) => new URLSearchParams(s);
// 00:30 on 1 April in London (BST) is still 31 March in UTC.
const NOW = new Date("2026-03-31T23:30:00Z");

describe("report range", () => {
  it("presets count whole UK months back from today", () => {
    expect(parseReportRange(q("range=month"), NOW)).toEqual({
      from: "2026-04-01",
      to: "2026-04-01",
      preset: "month",
    });
    expect(parseReportRange(q("range=3m"), NOW)).toMatchObject({ from: "2026-02-01" });
    expect(parseReportRange(q("range=12m"), NOW)).toMatchObject({ from: "2025-05-01" });
    // Nothing, or nonsense: the last 12 months.
    expect(parseReportRange(q(""), NOW).preset).toBe("12m");
    expect(parseReportRange(q("range=forever&from=x"), NOW).preset).toBe("12m");
  });

  it("from–to dates when valid; dates given win over a named preset", () => {
    expect(parseReportRange(q("from=2026-01-01&to=2026-02-28"), NOW)).toEqual({
      from: "2026-01-01",
      to: "2026-02-28",
      preset: "custom",
    });
    // Dates typed while a preset is chosen are what the person asked for.
    expect(parseReportRange(q("range=12m&from=2020-01-01&to=2020-02-01"), NOW)).toEqual({
      from: "2020-01-01",
      to: "2020-02-01",
      preset: "custom",
    });
    expect(invalidCustomRange(q("from=2026-02-30&to=2026-03-01"))).toBe(true);
    expect(invalidCustomRange(q("from=2026-03-01&to=2026-02-01"))).toBe(true);
    expect(invalidCustomRange(q("from=2026-01-01&to=2026-02-01"))).toBe(false);
    expect(invalidCustomRange(q(""))).toBe(false);
  });

  it("a reversed, missing or unreal day is a problem of its field", () => {
    expect(rangeProblems(q("from=2026-03-01&to=2026-02-01"))).toEqual({ to: "reversed" });
    expect(rangeProblems(q("range=12m&from=2026-03-01&to=2026-02-01"))).toEqual({
      to: "reversed",
    });
    expect(rangeProblems(q("from=&to=2026-02-01"))).toEqual({ from: "missing" });
    expect(rangeProblems(q("from=2026-02-30&to="))).toEqual({ from: "invalid", to: "missing" });
    expect(rangeProblems(q("range=3m"))).toEqual({});
    // A reversed range never falls back to a preset quietly: the page and the API refuse it.
    expect(invalidCustomRange(q("range=12m&from=2026-03-01&to=2026-02-01"))).toBe(true);
  });

  it("all time: five years back at most (the reports model narrows it to the data)", () => {
    expect(parseReportRange(q("range=all"), NOW)).toEqual({
      from: "2021-03-28",
      to: "2026-04-01",
      preset: "all",
    });
  });

  it("a very long range is cut to five years", () => {
    expect(parseReportRange(q("from=1900-01-01&to=2026-01-01"), NOW).from).toBe("2020-12-28"); // 5 × 366 days before
  });

  it("every month and week of the range, Monday-first", () => {
    expect(monthsOf({ from: "2025-11-15", to: "2026-02-01" })).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(weekStart("2026-01-11")).toBe("2026-01-05"); // a Sunday
    expect(weekStart("2026-01-05")).toBe("2026-01-05"); // a Monday
    expect(weeksOf({ from: "2026-01-01", to: "2026-01-12" })).toEqual([
      "2025-12-29",
      "2026-01-05",
      "2026-01-12",
    ]);
    expect(rangeQuery({ from: "2026-01-01", to: "2026-01-31", preset: "custom" })).toBe(
      "from=2026-01-01&to=2026-01-31",
    );
  });
});
