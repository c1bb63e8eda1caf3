/**
 * The rule for words (README): a CRM page's words live in its feature's texts.ts, never typed
 * straight into its JSX. JSX may hold punctuation and spacing only (" · ", "—", "£", ": ").
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WORD_ATTRIBUTES, findJsxWords } from "../helpers/jsx-words";

/**
 * The public site's feature folders, not scanned: their copy comes from content/, but some words
 * are still typed into their JSX. Every other folder under app/components (the CRM's, and the kit
 * in ui/) is scanned, so a new feature folder is covered by itself.
 */
const PUBLIC_FEATURES = new Set([
  "blog",
  "contact",
  "dental-iq",
  "forms",
  "guides",
  "home",
  "newsletter",
  "pages",
  "shell",
  "toast",
]);
const CRM_FEATURES = fs
  .readdirSync("app/components", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !PUBLIC_FEATURES.has(entry.name))
  .map((entry) => entry.name);
const FOLDERS = [...CRM_FEATURES.map((feature) => `app/components/${feature}`), "app/routes/crm"];

const crmTsxFiles = () =>
  FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".tsx") && !/\.test\.tsx$/.test(name))
      .map((name) => path.join(folder, name)),
  );

const wordsIn = (source: string) => findJsxWords("x.tsx", source).map(({ text }) => text);

describe("words typed into JSX", () => {
  it("finds text between tags, word attributes and strings in braces", () => {
    expect(wordsIn(`const A = () => <p className="lead-row">Save</p>;`)).toEqual(["Save"]);
    expect(wordsIn(`const A = () => <nav aria-label="Lead pages" />;`)).toEqual(["Lead pages"]);
    expect(wordsIn(`const A = () => <input placeholder={"Search"} />;`)).toEqual(["Search"]);
    expect(wordsIn(`const A = ({ busy }) => <b>{busy ? "Saving..." : label}</b>;`)).toEqual([
      "Saving...",
    ]);
    expect(wordsIn(`const A = ({ n }) => <img alt={\`Chart of \${n}\`} />;`)).toEqual(["Chart of"]);
    expect(wordsIn(`const A = () => <p>Caf\u00e9</p>;`)).toEqual(["Caf\u00e9"]);
    expect(wordsIn(`const A = () => <TextField label="First name" name="firstName" />;`)).toEqual([
      "First name",
    ]);
    expect(WORD_ATTRIBUTES.has("className") || WORD_ATTRIBUTES.has("id")).toBe(false);
  });

  it("lets punctuation, spacing, class names, ids and values through", () => {
    const source = `const A = ({ a, b, T }) => (
      <p id="lead-title" className="x" data-testid="row" role="status" title={T.title}>
        {a} · {b} — £{" "}({a}): {T.words}
      </p>
    );`;
    expect(wordsIn(source)).toEqual([]);
  });

  it("finds none in the CRM's components and routes (each feature's words are in its texts.ts)", () => {
    expect(CRM_FEATURES).toEqual(
      expect.arrayContaining(["campaigns", "lead-import", "system", "posts", "images"]),
    );
    const files = crmTsxFiles();
    expect(files.length).toBeGreaterThan(40);
    const findings = files.flatMap((file) =>
      findJsxWords(file, fs.readFileSync(file, "utf8")).map(
        ({ line, text }) => `${file}:${line} ${JSON.stringify(text)}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
