/**
 * The house rules, checked on the repository and proved on bad examples: the README at most 250
 * lines; every decision record dated, with a status and a row in the index, and its numbers without
 * an unexplained gap; no tracked file pointing outside the repository. (.env.example naming every
 * setting is tests/unit/env-example.test.ts.)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decisionProblems, outsidePathProblems, readmeProblems } from "./helpers/house-rules";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const decisionsDir = path.join(root, "docs/decisions");
const decisionFiles = () =>
  fs
    .readdirSync(decisionsDir)
    .filter((name) => /^\d{3}-/.test(name))
    .map((name) => ({ name, text: fs.readFileSync(path.join(decisionsDir, name), "utf8") }));

const record = (number: string, head: string) => ({
  name: `${number}-a-title.md`,
  text: `# ${number}: A title\n\n${head}\n\n## Context\nDate: 2026-01-01 in the body does not count.\n`,
});
const indexOf = (numbers: string[], unused = "") =>
  [
    "| No. | Decision |",
    ...numbers.map((n) => `| ${n} | [A title](${n}-a-title.md) |`),
    unused ? `\n## Numbers not used\n\n${unused}\n` : "",
    "## Another heading\n\n009 here explains nothing.",
  ].join("\n");

describe("the README", () => {
  it("fails at 251 lines and passes at 250", () => {
    expect(readmeProblems("line\n".repeat(251))).toEqual(["README.md has 251 lines (at most 250)"]);
    expect(readmeProblems("line\n".repeat(250))).toEqual([]);
  });

  it("is at most 250 lines", () => {
    expect(readmeProblems(read("README.md"))).toEqual([]);
  });
});

describe("decision records", () => {
  const dated = "Date: 2026-12-06 · Status: Accepted";

  it("finds a record without a date, one without a status and one missing from the index", () => {
    const files = [
      record("001", dated),
      record("002", "Status: Accepted"),
      record("003", "Date: 2026-12-06"),
      record("004", dated),
    ];
    expect(decisionProblems(files, indexOf(["001", "002", "003"]))).toEqual([
      '002-a-title.md: no "Date: YYYY-MM-DD" in its head',
      '003-a-title.md: no "Status:" in its head',
      "004-a-title.md: no row in the index",
    ]);
  });

  it("finds a gap in the numbers unless the index names it under 'Numbers not used'", () => {
    const files = [record("001", dated), record("004", dated)];
    expect(decisionProblems(files, indexOf(["001", "004"]))).toEqual([
      'decision 002 is missing and not named under "Numbers not used"',
      'decision 003 is missing and not named under "Numbers not used"',
    ]);
    expect(
      decisionProblems(files, indexOf(["001", "004"], "002 and 003 were never used.")),
    ).toEqual([]);
  });

  it("hold in docs/decisions", () => {
    const files = decisionFiles();
    expect(files.length).toBeGreaterThan(60);
    expect(decisionProblems(files, read("docs/decisions/README.md"))).toEqual([]);
  });
});

describe("paths outside the repository", () => {
  // The bad examples are put together here, so that this file does not hold them as written.
  const up = "../";
  const parent = ["", "srv", "checkouts"].join("/");
  const options = { outside: ["shared", ".library"], parent };

  it("finds a path to a folder beside the checkout, one that climbs out, and an absolute one", () => {
    const files = [
      { path: "scripts/check.sh", text: `# the stand-in (${up}shared/measure/standin.sh)` },
      { path: "docs/guide.md", text: `See [it](${up.repeat(3)}elsewhere/file.md).` },
      { path: "README.md", text: `run ${parent}/shared/measure/load.sh` },
      { path: "tests/e2e/helpers/a.ts", text: `import { b } from "${up.repeat(3)}app/b";` },
      { path: "docs/decisions/001-x.md", text: `[design](${up}DESIGN.md)` },
    ];
    expect(outsidePathProblems(files, options)).toEqual([
      `scripts/check.sh:1 ${up}shared/measure/standin.sh`,
      `docs/guide.md:1 ${up.repeat(3)}elsewhere/file.md`,
      `README.md:1 ${parent}/…`,
    ]);
  });

  it("finds none in the tracked files", () => {
    const parent = path.dirname(root);
    const inRepository = new Set(fs.readdirSync(root));
    // The checkout's own folder is the repository, whatever it is named (a clone named x and a
    // comment's "../x" example must not meet).
    const outside = [...new Set([...fs.readdirSync(parent), "shared", ".library"])].filter(
      (name) => !inRepository.has(name) && name !== path.basename(root),
    );
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
      .split("\0")
      .filter(
        (file) => file && file !== "package-lock.json" && fs.existsSync(path.join(root, file)),
      )
      .flatMap((file) => {
        const buffer = fs.readFileSync(path.join(root, file));
        return buffer.includes(0) ? [] : [{ path: file, text: buffer.toString("utf8") }];
      });
    expect(files.length).toBeGreaterThan(500);
    expect(outsidePathProblems(files, { outside, parent })).toEqual([]);
  });
});
