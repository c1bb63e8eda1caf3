import { describe, expect, it } from "vitest";
import { MAX_CELLS, lineDiff } from "./line-diff";

describe("lineDiff", () => {
  it("keeps common lines and marks the removed and the added", () => {
    expect(lineDiff("a\nb\nc", "a\nx\nc\nd")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "x" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
    expect(lineDiff("same", "same")).toEqual([{ kind: "same", text: "same" }]);
  });

  it("gives up comparing two very long texts: all removed, then all added", () => {
    const long = Array.from({ length: Math.ceil(Math.sqrt(MAX_CELLS)) + 1 }, (_, i) => `${i}`);
    const diff = lineDiff(long.join("\n"), [...long, "x"].join("\n"));
    expect(diff.filter((line) => line.kind === "same")).toHaveLength(0);
    expect(diff).toHaveLength(long.length * 2 + 1);
  });
});
