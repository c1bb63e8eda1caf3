/**
 * The rewrite of a cached page for a fast first paint: stylesheets inline (their links inactive),
 * module preloads at low priority, scripts untouched.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp";
import { firstPaintRewriter } from "./first-paint";

const assets = fs.mkdtempSync(path.join(os.tmpdir(), "first-paint-"));
fs.writeFileSync(path.join(assets, "shell-abc.css"), ".a{color:red}");
fs.writeFileSync(path.join(assets, "odd-abc.css"), ".b::after{content:'</style>'}");
afterAll(() => fs.rmSync(assets, { recursive: true, force: true }));

const ENTRY = `import * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {};\nimport("/assets/entry.client.js");`;
const page = (body = `<script type="module" async="">${ENTRY}</script>`) =>
  `<!doctype html><html><head><link rel="modulepreload" href="/assets/entry.client.js"/>` +
  `<link rel="stylesheet" href="/assets/shell-abc.css#"/><link rel="stylesheet" href="/assets/gone-abc.css"/>` +
  `<link rel="stylesheet" href="/assets/odd-abc.css"/></head><body><h1>Hi</h1>${body}</body></html>`;

describe("firstPaintRewriter", () => {
  const rewrite = firstPaintRewriter(assets);

  it("puts each stylesheet's text in the page and makes its link inactive, keeping it for hydration", () => {
    const html = rewrite(page());
    expect(html).toContain(
      `<style data-href="/assets/shell-abc.css">.a{color:red}</style><link rel="stylesheet" href="/assets/shell-abc.css#" media="not all"/>`,
    );
    // A file the build does not have, or text that could end the <style> early, stays a link.
    expect(html).toContain(`<link rel="stylesheet" href="/assets/gone-abc.css"/>`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/odd-abc.css"/>`);
    expect(html).not.toContain("</style>'");
  });

  it("fetches the module preloads at low priority and leaves the scripts as they are", () => {
    const html = rewrite(page());
    expect(html).toContain(
      `<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>`,
    );
    expect(html).toContain(`<script type="module" async="">${ENTRY}</script>`);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(page()));
  });
});
