import { describe, expect, it } from "vitest";
import { KEPT_LINES, chain, failureReport } from "./steps.js";

/** A step that prints `count` numbered lines, the last without a newline, and exits with `code`. */
const printing = (label: string, count: number, code: number) =>
  [
    label,
    process.execPath,
    [
      "-e",
      `for (let i = 1; i <= ${count}; i++) process.stdout.write("line " + i + (i < ${count} ? "\\n" : ""));` +
        `process.exitCode = ${code};`,
    ],
  ] as [string, string, string[]];

async function run(steps: Array<[string, string, string[]]>, prefix?: string) {
  let printed = "";
  const failed = await chain(steps, { prefix, write: (text) => (printed += text) });
  return { failed, printed };
}

describe("npm test's steps", () => {
  it("stop at the first that fails, and keep its last lines, the unfinished one included", async () => {
    const { failed, printed } = await run(
      [printing("first", 3, 0), printing("second", 100, 2), printing("third", 1, 0)],
      "x",
    );
    expect(failed?.label).toBe("second");
    expect(failed?.lastLines).toHaveLength(KEPT_LINES);
    expect(failed?.lastLines.at(0)).toBe(`line ${100 - KEPT_LINES + 1}`);
    expect(failed?.lastLines.at(-1)).toBe("line 100");
    expect(printed).toContain("=== first passed");
    expect(printed).toContain("[x] line 100\n");
    expect(printed).toContain("=== second FAILED (exit 2)");
    expect(printed).not.toContain("third");
  });

  it("keep only the failed step's own lines", async () => {
    const { failed } = await run([printing("first", 5, 0), printing("second", 2, 1)]);
    expect(failed?.lastLines).toEqual(["line 1", "line 2"]);
  });

  it("resolve to nothing when every step passes", async () => {
    const { failed, printed } = await run([printing("only", 2, 0)]);
    expect(failed).toBeUndefined();
    expect(printed).toContain("line 2\n=== only passed");
  });

  it("end a failed run with each failed step's last lines, then the names", () => {
    const report = failureReport([
      { label: "unit tests", lastLines: ["1 failed", "  a.test.ts > it works"] },
      { label: "browser tests", lastLines: ["2 failed"] },
    ]);
    expect(report).toBe(
      "\n--- unit tests, its last lines:\n1 failed\n  a.test.ts > it works\n" +
        "\n--- browser tests, its last lines:\n2 failed\n" +
        "\nFailed: unit tests, browser tests.\n",
    );
  });
});
