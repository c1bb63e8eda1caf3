/**
 * Colours, spacing and breakpoints come only from the theme (app/styles/theme.css.ts): no style
 * file elsewhere in app/ holds a raw colour (a hex value, rgb(), rgba(), hsl() or hsla()), a margin,
 * padding or gap of its own length, or a media query of its own width. `transparent` and
 * `currentColor` are keywords, not colours of their own, and stay allowed; so are hairlines of
 * 1 or 2 px (an outline's offset, a visually hidden element's -1px) and a fluid term in vw
 * between two of the theme's spaces.
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

/** A spacing property's quoted value: margin*, padding*, gap, row/column gap, scroll margin/padding. */
const SPACING =
  /\b(?:margin|padding|gap|rowGap|columnGap|scrollMargin|scrollPadding)[A-Za-z]*\s*:\s*(["'`])(.*?)\1/g;
const LENGTH = /(?<![\w.$-])-?(\d*\.?\d+)(rem|em|px)\b/g;

/** Each spacing value of a style file's text that holds a length of its own, as "line: value". */
function rawSpacing(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) =>
      [...line.matchAll(SPACING)]
        .filter((spacing) =>
          [...spacing[2].matchAll(LENGTH)].some(
            ([, amount, unit]) => !(unit === "px" && Math.abs(Number(amount)) <= 2),
          ),
        )
        .map((spacing) => `${index + 1}: ${spacing[0]}`),
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

describe("colours, spacing and breakpoints from the theme only", () => {
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

  it("finds spacing of its own length, and not the theme's spaces, hairlines or fluid terms", () => {
    expect(
      rawSpacing('padding: "0.6rem 0.75rem",\nmarginTop: `calc(${x} + 3px)`, gap: "1em"'),
    ).toEqual([
      '1: padding: "0.6rem 0.75rem"',
      "2: marginTop: `calc(${x} + 3px)`",
      '2: gap: "1em"',
    ]);
    expect(
      rawSpacing(
        'padding: vars.space.sm, margin: "-1px", paddingBlock: "2px",\n' +
          'padding: `clamp(${vars.space.md}, 4vw, ${vars.space.lg})`, fontSize: "0.9rem"',
      ),
    ).toEqual([]);
  });

  it("finds no spacing of its own length in a style file outside the theme", () => {
    const found = styleFiles("app")
      .filter((file) => file !== THEME)
      .flatMap((file) =>
        rawSpacing(fs.readFileSync(path.join(ROOT, file), "utf8")).map((hit) => `${file}:${hit}`),
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
