/**
 * The rewrite of a cached page for a fast first paint: stylesheets inline (their links inactive),
 * no module preloads, React Router's entry script inert until the page has painted, and every
 * inline script still allowed by the page's CSP hashes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp";
import { DEFERRED_ENTRY_ID, firstPaintRewriter } from "./first-paint";

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

  it("drops the module preloads and keeps the entry script inert, to be restored after the first paint", () => {
    const html = rewrite(page());
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain(`<script type="module"`);
    expect(html).toContain(`<script type="text/plain" id="${DEFERRED_ENTRY_ID}">${ENTRY}</script>`);
    const restore = /<script>(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(restore).toContain(`getElementById("${DEFERRED_ENTRY_ID}")`);
    expect(restore).toContain(`addEventListener("load"`);
    expect(restore).toContain("first-contentful-paint");
  });

  it("leaves every inline script allowed by the page's hashes, the restored entry script included", () => {
    const html = rewrite(page());
    const hashes = inlineScriptHashes(html);
    const restored = inlineScriptHashes(`<script type="module">${ENTRY}</script>`)[0];
    expect(hashes).toContain(restored);
    expect(hashes).toHaveLength(2); // the entry script's text and the restoring script
  });

  it("a page without React Router's entry script keeps its preloads", () => {
    const html = rewrite(page(`<script>1</script>`));
    expect(html).toContain(`<link rel="modulepreload" href="/assets/entry.client.js"/>`);
    expect(html).not.toContain(DEFERRED_ENTRY_ID);
  });
});
