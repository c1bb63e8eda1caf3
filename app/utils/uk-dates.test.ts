import { describe, expect, it } from "vitest";
import { fromDateText, fromUkLocal, toUkLocal } from "./uk-dates";

describe("UK wall-clock times", () => {
  it("reads winter and summer times in Europe/London", () => {
    expect(fromUkLocal("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(fromUkLocal("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
    expect(toUkLocal(new Date("2026-07-01T08:30:00Z"))).toBe("2026-07-01T09:30");
  });

  it("refuses what is not a time", () => {
    for (const bad of ["", "2026-02-30T09:00", "tomorrow", "2026-12-01 09:30"])
      expect(fromUkLocal(bad)).toBeNull();
  });
});

describe("dates as spreadsheets write them", () => {
  it("reads UK day-first and ISO dates, with or without a time, as UK time", () => {
    const read = (text: string) => fromDateText(text)?.toISOString();
    expect(read("25/12/2024")).toBe("2024-12-25T00:00:00.000Z");
    expect(read("5/7/2024")).toBe("2024-07-04T23:00:00.000Z");
    expect(read("25-12-2024 14:30")).toBe("2024-12-25T14:30:00.000Z");
    expect(read("25.12.2024")).toBe("2024-12-25T00:00:00.000Z");
    expect(read(" 2024-07-05 ")).toBe("2024-07-04T23:00:00.000Z");
    expect(read("2024-07-05 09:15:59")).toBe("2024-07-05T08:15:00.000Z");
    expect(read("2024-07-05T09:15:00Z")).toBe("2024-07-05T09:15:00.000Z");
    expect(read("2024-07-05T09:15:00+02:00")).toBe("2024-07-05T07:15:00.000Z");
  });

  it("refuses what is not a date, a day that does not exist and two-digit years", () => {
    for (const bad of [
      "",
      "yesterday",
      "31/02/2024",
      "13/13/2024",
      "03/04/24",
      "2024-02-30",
      "2024-02-30T10:00:00Z",
      "25/12/2024 25:00",
      "25/12/2024 10:75",
      "25/12-2024",
      "45292",
    ])
      expect(fromDateText(bad), bad).toBeNull();
  });
});
