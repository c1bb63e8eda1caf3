/**
 * Colours and breakpoints come only from the theme (app/styles/theme.css.ts): no style file
 * elsewhere in app/ holds a raw colour (a hex value, rgb(), rgba(), hsl() or hsla()) or a media
 * query of its own width. `transparent` and `currentColor` are keywords, not colours of their own,
 * and stay allowed.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const THEME = path.join("app", "styles", "theme.css.ts");

const RAW_COLOUR =
  /(?<![\w&-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?)\s*\(/gi;

/** Each raw colour in a style file's text, as "line: match". */
function rawColours(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) =>
      [...line.matchAll(RAW_COLOUR)].map((match) => `${index + 1}: ${match[0]}`),
    );
}

const OWN_WIDTH = /\((?:min|max)-(?:width|height)\s*:/g;

function styleFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(file);
    return entry.name.endsWith(".css.ts") ? [file] : [];
  });
}

describe("colours from the theme only", () => {
  it("finds raw colours of every form, and not the allowed keywords or selectors", () => {
    expect(rawColours('a: "#fff", b: "#0b3a5b"\nc: `1px solid #6b7280`')).toEqual([
      "1: #fff",
      "1: #0b3a5b",
      "2: #6b7280",
    ]);
    expect(rawColours('a: "rgba(0,0,0,0.08)", b: "rgb(1 2 3)", c: "hsl(0 0% 0%)"')).toHaveLength(3);
    expect(rawColours('a: "transparent", b: "currentColor", c: vars.color.primary')).toEqual([]);
    expect(rawColours('"&#bad": {}, "#add-note": {}, "#fade-in": {}')).toEqual([]);
  });

  it("finds no raw colour in a style file outside app/styles/theme.css.ts", () => {
    const files = styleFiles("app").filter((file) => file !== THEME);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      rawColours(fs.readFileSync(path.join(ROOT, file), "utf8")).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it("finds no media query of its own width in a style file outside the theme", () => {
    const found = styleFiles("app")
      .filter((file) => file !== THEME)
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (line.match(OWN_WIDTH) ? [`${file}:${index + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
