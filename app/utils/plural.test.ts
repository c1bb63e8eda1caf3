import { describe, expect, it } from "vitest";
import { listOf, plural } from "./plural";

describe("plural", () => {
  it("0 and many take the plural, 1 the singular, with en-GB digit grouping", () => {
    expect(plural(0, "lead", "leads")).toBe("0 leads");
    expect(plural(1, "lead", "leads")).toBe("1 lead");
    expect(plural(2, "activity", "activities")).toBe("2 activities");
    expect(plural(1204, "lead", "leads")).toBe("1,204 leads");
  });
});

describe("listOf", () => {
  it("joins with commas and a final 'and'", () => {
    expect(listOf([])).toBe("");
    expect(listOf(["a"])).toBe("a");
    expect(listOf(["a", "b"])).toBe("a and b");
    expect(listOf(["a", "b", "c"])).toBe("a, b and c");
  });
});
