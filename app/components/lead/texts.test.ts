import { describe, expect, it } from "vitest";
import { mergeMovesText, mergeNames, mergeOptionHints, mergePageText } from "./texts";

const ken1 = { firstName: "Ken", lastName: "Allen", email: "ken.allen.1@example.com" };
const ken2 = { firstName: "Ken", lastName: "Allen", email: "ken.allen.2@example.com" };
const kim = { firstName: "Kim", lastName: "Allen", email: "kim@example.com" };

describe("the merge preview tells the two leads apart", () => {
  it("names alone when they differ", () => {
    expect(mergeNames(kim, ken1)).toEqual({ keep: "Kim Allen", other: "Ken Allen" });
    expect(mergeOptionHints(kim, ken1)).toEqual({
      keep: "Kim Allen, this lead",
      other: "Ken Allen",
    });
  });

  it("name and email when the names are the same", () => {
    const names = mergeNames(ken1, ken2);
    expect(names).toEqual({
      keep: "Ken Allen (ken.allen.1@example.com)",
      other: "Ken Allen (ken.allen.2@example.com)",
    });
    expect(
      mergeMovesText({ activities: 5, contactSubmissions: 0, dentalRegistrations: 0 }, names),
    ).toBe(
      "5 activities move from Ken Allen (ken.allen.2@example.com) to Ken Allen (ken.allen.1@example.com), with the history of Ken Allen (ken.allen.2@example.com).",
    );
    expect(mergePageText(names)).toBe(
      "The page of Ken Allen (ken.allen.2@example.com) is removed; its address leads to the page of Ken Allen (ken.allen.1@example.com).",
    );
    expect(mergeOptionHints(ken1, ken2)).toEqual({
      keep: "ken.allen.1@example.com, this lead",
      other: "ken.allen.2@example.com",
    });
  });

  it("this lead and the other lead when even the emails match", () => {
    expect(mergeNames(ken1, { ...ken1, email: "KEN.ALLEN.1@example.com" })).toEqual({
      keep: "Ken Allen (this lead)",
      other: "Ken Allen (the other lead)",
    });
  });
});

describe("what moves", () => {
  const names = { keep: "Kim Allen", other: "Ken Allen" };

  it("leaves out counts of nothing and agrees the verb with one item", () => {
    expect(
      mergeMovesText({ activities: 1, contactSubmissions: 0, dentalRegistrations: 0 }, names),
    ).toBe("1 activity moves from Ken Allen to Kim Allen, with the history of Ken Allen.");
    expect(
      mergeMovesText({ activities: 2, contactSubmissions: 1, dentalRegistrations: 3 }, names),
    ).toBe(
      "2 activities, 1 contact form and 3 DentalIQ registrations move from Ken Allen to Kim Allen, with the history of Ken Allen.",
    );
    expect(
      mergeMovesText({ activities: 0, contactSubmissions: 0, dentalRegistrations: 1 }, names),
    ).toBe(
      "1 DentalIQ registration moves from Ken Allen to Kim Allen, with the history of Ken Allen.",
    );
  });

  it("says so when nothing but the history moves", () => {
    const text = mergeMovesText(
      { activities: 0, contactSubmissions: 0, dentalRegistrations: 0 },
      names,
    );
    expect(text).toBe(
      "The history of Ken Allen moves to Kim Allen (there are no activities, contact forms or DentalIQ registrations to move).",
    );
    expect(text).not.toMatch(/\b0 /);
  });
});
