import { describe, expect, it } from "vitest";
import { SECTORS, type SectorFile, sectorSections } from "./sectors";

const base = Object.values(SECTORS)[0];
const withContent = (overrides: Partial<SectorFile>): SectorFile => ({
  ...base,
  capabilities: undefined,
  settings: undefined,
  solutions: undefined,
  partnership: undefined,
  rhythm: undefined,
  ...overrides,
});

describe("sectorSections", () => {
  it("keeps the default order, showing only the sections with content", () => {
    expect(sectorSections(withContent({ solutions: base.solutions ?? base.painPoints }))).toEqual([
      "challenges",
      "solutions",
    ]);
  });

  it("follows the content's order; sections it leaves out come after; none twice", () => {
    const sector = withContent({
      solutions: base.painPoints,
      settings: base.painPoints,
      rhythm: { order: ["solutions", "solutions", "challenges"] },
    });
    expect(sectorSections(sector)).toEqual(["solutions", "challenges", "settings"]);
  });

  it("gives the four sector pages four different rhythms", () => {
    const rhythms = Object.values(SECTORS).map(
      (sector) => `${sectorSections(sector).join(">")}|${sector.rhythm?.challenges ?? "cards"}`,
    );
    expect(new Set(rhythms).size).toBe(rhythms.length);
  });
});
