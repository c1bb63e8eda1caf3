/**
 * A browser test that opens no browser carries @http, so only the js project runs it
 * (playwright.config.ts): with JavaScript off it would be the same requests again.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { untaggedHttpTests } from "./helpers/house-rules";

const e2eDir = path.resolve(import.meta.dirname, "../e2e");

describe("browser tests that only make requests", () => {
  it("are found when untagged, whatever their fixtures' layout", () => {
    const text = [
      'test("robots.txt is served", async ({ request }) => {});',
      "test(`${path} answers 404`, async ({\n  request,\n}) => {});",
      'test("a raw socket", async () => {});',
      'test("the page", async ({ page }) => {});',
      'test("tagged @http", async ({ request }) => {});',
      'test("only without JavaScript", { tag: "@nojs-only" }, async () => {});',
      'test("the context", async ({ context, request }) => {});',
    ].join("\n");
    expect(untaggedHttpTests("a.spec.ts", text)).toEqual([
      "a.spec.ts:1 robots.txt is served",
      "a.spec.ts:2 ${path} answers 404",
      "a.spec.ts:5 a raw socket",
    ]);
  });

  it("are all tagged in tests/e2e", () => {
    const specs = fs.readdirSync(e2eDir).filter((name) => name.endsWith(".spec.ts"));
    expect(specs.length).toBeGreaterThan(60);
    const problems = specs.flatMap((name) =>
      untaggedHttpTests(name, fs.readFileSync(path.join(e2eDir, name), "utf8")),
    );
    expect(problems).toEqual([]);
  });
});
