import { describe, expect, it } from "vitest";
import { fromUkLocal, toUkLocal } from "./uk-dates";

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
