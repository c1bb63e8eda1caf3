/**
 * The rule for words, part 3: every exported constant that holds words is named <THING>_TEXTS.
 * The names the project used before (`_TEXT`, `_MESSAGES`, `_LABELS`) fail here with file:line.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const MISNAMED = /^export const ([A-Z][A-Z0-9_]*_(?:TEXT|MESSAGES|LABELS))\b/;

/** "file:line NAME" for each exported constant with one of the old suffixes. */
function misnamedWordConstants(files: { path: string; source: string }[]): string[] {
  return files.flatMap(({ path, source }) =>
    source.split("\n").flatMap((line, index) => {
      const match = MISNAMED.exec(line);
      return match ? [`${path}:${index + 1} ${match[1]}`] : [];
    }),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("names of constants that hold words", () => {
  it("finds an exported *_TEXT, *_MESSAGES or *_LABELS constant and says where", () => {
    const source = [
      "export const SIGNUP_TEXTS = { submit: 'Go' };",
      "export const SIGNUP_TEXT = { submit: 'Go' };",
      "export const FORM_MESSAGES = {};",
      "export const STATUS_LABELS: Record<string, string> = {};",
      "const LOCAL_TEXT = 'not exported';",
      "export const CONTEXT = {};",
    ].join("\n");
    expect(misnamedWordConstants([{ path: "app/x.ts", source }])).toEqual([
      "app/x.ts:2 SIGNUP_TEXT",
      "app/x.ts:3 FORM_MESSAGES",
      "app/x.ts:4 STATUS_LABELS",
    ]);
  });

  it("finds none under app/", () => {
    const root = process.cwd();
    const files = sourceFiles(join(root, "app")).map((file) => ({
      path: relative(root, file),
      source: readFileSync(file, "utf8"),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(misnamedWordConstants(files)).toEqual([]);
  });
});
