/**
 * Small modules (DESIGN.md): no file in app/models over 600 lines. A model that grows
 * past it is split by job, as leads, people, campaigns, backups and the lead import are, its old
 * module gathering the parts so callers keep one name.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const MAX_LINES = 600;

/** "file: N lines" for each file over the limit (a last newline ends a line, not starts one). */
function oversized(files: { name: string; source: string }[]): string[] {
  return files.flatMap(({ name, source }) => {
    const lines = source.split("\n").length - (source.endsWith("\n") ? 1 : 0);
    return lines > MAX_LINES ? [`${name}: ${lines} lines (at most ${MAX_LINES})`] : [];
  });
}

describe("models' size", () => {
  it("fails at 601 lines and passes at 600", () => {
    expect(oversized([{ name: "x.server.ts", source: "x\n".repeat(601) }])).toEqual([
      "x.server.ts: 601 lines (at most 600)",
    ]);
    expect(oversized([{ name: "x.server.ts", source: "x\n".repeat(600) }])).toEqual([]);
  });

  it("no file in app/models is over 600 lines", () => {
    const files = readdirSync("app/models")
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => ({ name, source: readFileSync(`app/models/${name}`, "utf8") }));
    expect(files.length).toBeGreaterThan(80);
    expect(oversized(files)).toEqual([]);
  });
});
