/**
 * The house rules for the repository's own documents, as functions of their text, so that each rule
 * is tested on a bad example as well as on the repository (tests/unit/house-rules.test.ts).
 */
import path from "node:path";

export const README_MAX_LINES = 250;

/** A problem for a README longer than the limit, or none. */
export function readmeProblems(text: string, max = README_MAX_LINES): string[] {
  const lines = text.endsWith("\n") ? text.slice(0, -1).split("\n") : text.split("\n");
  return lines.length > max ? [`README.md has ${lines.length} lines (at most ${max})`] : [];
}

export interface DecisionFile {
  /** The file's name, e.g. "055-online-backups.md". */
  name: string;
  text: string;
}

/** The numbers listed under the index's "Numbers not used" heading, up to the next heading. */
function unusedNumbers(index: string): Set<string> {
  const section = /^## Numbers not used\s*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(index)?.[1] ?? "";
  return new Set(section.match(/\b\d{3}\b/g) ?? []);
}

/**
 * Each record has `Date: YYYY-MM-DD` and `Status:` in its head (the lines before its first
 * section) and a row in the index; the numbers run without gaps, or a gap is named under the
 * index's "Numbers not used".
 */
export function decisionProblems(files: DecisionFile[], index: string): string[] {
  const problems: string[] = [];
  const numbers = new Set<number>();
  for (const { name, text } of files) {
    const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(name)?.[1];
    if (!number) {
      problems.push(`${name}: not named NNN-short-title.md`);
      continue;
    }
    numbers.add(Number(number));
    const head = text.split(/^## /m)[0];
    if (!/^Date: \d{4}-\d{2}-\d{2}\b/m.test(head) && !/\bDate: \d{4}-\d{2}-\d{2}\b/.test(head))
      problems.push(`${name}: no "Date: YYYY-MM-DD" in its head`);
    if (!/\bStatus: \S/.test(head)) problems.push(`${name}: no "Status:" in its head`);
    if (!index.includes(`](${name})`)) problems.push(`${name}: no row in the index`);
  }
  const unused = unusedNumbers(index);
  const highest = Math.max(0, ...numbers);
  for (let n = 1; n < highest; n++) {
    const padded = String(n).padStart(3, "0");
    if (!numbers.has(n) && !unused.has(padded))
      problems.push(`decision ${padded} is missing and not named under "Numbers not used"`);
  }
  return problems;
}

export interface TrackedFile {
  /** Relative to the repository's root. */
  path: string;
  text: string;
}

const RELATIVE_PATH = /(?<![\w.])((?:\.\.\/)+[\w.@~-][\w./@~-]*)/g;

/**
 * Paths that leave the repository: a `../` path that climbs out of it from the file's folder, one
 * that names a folder beside the checkout (`outside`: the workplace's shared/ and the like,
 * whichever folder the path is read from), or an absolute path into the folder that holds the
 * checkout (`parent`).
 */
export function outsidePathProblems(
  files: TrackedFile[],
  { outside, parent }: { outside: string[]; parent: string },
): string[] {
  const root = "/repository";
  const problems: string[] = [];
  for (const file of files) {
    file.text.split("\n").forEach((line, index) => {
      const where = `${file.path}:${index + 1}`;
      for (const [, found] of line.matchAll(RELATIVE_PATH)) {
        const resolved = path.posix.normalize(
          path.posix.join(root, path.posix.dirname(file.path), found),
        );
        const first = found.replace(/^(\.\.\/)+/, "").split("/")[0];
        const inside = resolved === root || resolved.startsWith(`${root}/`);
        if (!inside || outside.includes(first)) problems.push(`${where} ${found}`);
      }
      if (parent !== "/" && line.includes(`${parent}/`)) problems.push(`${where} ${parent}/…`);
    });
  }
  return problems;
}

/** A Playwright test's head: its title, its details (tags) if any, and its fixtures. */
const BROWSER_TEST =
  /\btest\(\s*(["`])(.*?)\1\s*,\s*(\{[^{}]*\}\s*,\s*)?async \(\s*(\{[^{}]*\})?\s*\)/gs;

/**
 * Browser tests that open no browser (no page, context or browser among their fixtures) and are
 * not tagged to run in one project: the JavaScript-off project would run the same test again.
 */
export function untaggedHttpTests(file: string, text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(BROWSER_TEST)) {
    const [, , title, details = "", fixtures = ""] = match;
    if (/\b(page|context|browser)\b/.test(fixtures)) continue;
    if (/@(http|js-only|nojs-only)\b/.test(title + details)) continue;
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(`${file}:${line} ${title}`);
  }
  return problems;
}
