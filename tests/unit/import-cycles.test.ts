/**
 * The cycle rule (eslint.config.js "imports/no-cycle"): modules that import each other, through the
 * `~/` alias or a relative path, are reported; a one-way import and a type-only import back are not.
 * The rule reads the imported files from disk, so each case writes real files in a temporary folder
 * under app/ (where the rule applies) and removes it afterwards.
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterEach, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
let folder: string | undefined;

afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Writes the files into a fresh folder under app/ and returns each one's cycle reports. */
async function cycleReports(files: (dir: string) => Record<string, string>) {
  folder = fs.mkdtempSync(path.join(process.cwd(), "app", "cycle-fixture-"));
  const alias = `~/${path.basename(folder)}`;
  const sources = files(alias);
  for (const [name, source] of Object.entries(sources)) {
    fs.writeFileSync(path.join(folder, name), source);
  }
  const results = await eslint.lintFiles(
    Object.keys(sources).map((name) => path.join(folder!, name)),
  );
  return Object.fromEntries(
    results.map((result) => [
      path.basename(result.filePath),
      result.messages
        .filter((message) => message.ruleId === "import-x/no-cycle")
        .map((message) => message.message),
    ]),
  );
}

describe("import cycles", () => {
  it("reports two modules that import each other through the ~/ alias", async () => {
    const reports = await cycleReports((alias) => ({
      "a.ts": `import { b } from "${alias}/b";\nexport const a = () => b();\n`,
      "b.ts": `import { a } from "./a";\nexport const b = () => a();\n`,
    }));
    expect(reports["a.ts"]).toEqual(["Dependency cycle detected"]);
    expect(reports["b.ts"]).toEqual(["Dependency cycle detected"]);
  });

  it("reports a longer circle with the route it takes", async () => {
    const reports = await cycleReports(() => ({
      "a.ts": `import { b } from "./b";\nexport const a = () => b();\n`,
      "b.ts": `import { c } from "./c";\nexport const b = () => c();\n`,
      "c.ts": `import { a } from "./a";\nexport const c = () => a();\n`,
    }));
    expect(reports["a.ts"]).toEqual(['Dependency cycle via "./c:1"']);
  });

  it("accepts a one-way import and a type-only import back", async () => {
    const reports = await cycleReports((alias) => ({
      "a.ts": `import { b } from "${alias}/b";\nexport type A = { n: number };\nexport const a = () => b();\n`,
      "b.ts": `import type { A } from "./a";\nexport const b = (): A => ({ n: 1 });\n`,
    }));
    expect(reports).toEqual({ "a.ts": [], "b.ts": [] });
  });
});
