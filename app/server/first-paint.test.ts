/** The rewrite of a cached page for a fast first paint: module preloads at low priority. */
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp";
import { firstPaintRewriter } from "./first-paint";

const ENTRY = `import * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {};\nimport("/assets/entry.client.js");`;
const page = (body = `<script type="module" async="">${ENTRY}</script>`) =>
  `<!doctype html><html><head><link rel="modulepreload" href="/assets/entry.client.js"/>` +
  `<link rel="modulepreload" fetchpriority="high" href="/assets/root.js"/>` +
  `<link rel="stylesheet" href="/assets/shell-abc.css"/></head><body><h1>Hi</h1>${body}</body></html>`;

describe("firstPaintRewriter", () => {
  const rewrite = firstPaintRewriter();

  it("fetches the module preloads at low priority and leaves stylesheets and scripts as they are", () => {
    const html = rewrite(page());
    expect(html).toContain(
      `<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>`,
    );
    // A preload that already names its priority keeps it.
    expect(html).toContain(
      `<link rel="modulepreload" fetchpriority="high" href="/assets/root.js"/>`,
    );
    expect(html).toContain(`<link rel="stylesheet" href="/assets/shell-abc.css"/>`);
    expect(html).toContain(`<script type="module" async="">${ENTRY}</script>`);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(page()));
  });
});
