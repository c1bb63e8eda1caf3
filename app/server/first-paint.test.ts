/** The rewrite of a cached page for a fast first paint: scripts wait until the page has painted. */
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp";
import { DEFERRED_ENTRY_ID, firstPaintRewriter } from "./first-paint";

const ENTRY = `import * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {};\nimport("/assets/entry.client.js");`;
const STREAM = `<script>window.__reactRouterContext.streamController.close();</script>`;
const page = (body = `<script type="module" async="">${ENTRY}</script>${STREAM}`) =>
  `<!doctype html><html><head><link rel="modulepreload" href="/assets/entry.client.js"/>` +
  `<link rel="modulepreload" fetchpriority="high" href="/assets/root.js"/>` +
  `<link rel="stylesheet" href="/assets/shell-abc.css"/></head><body><h1>Hi</h1>${body}</body></html>`;

/** The text of the inline script that restores the entry. */
const restoreScript = (html: string) =>
  /<script>(\(function\(\)\{[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("firstPaintRewriter", () => {
  const rewrite = firstPaintRewriter();

  it("takes the module preloads out of the head and keeps the stylesheets and the other scripts", () => {
    const html = rewrite(page());
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/shell-abc.css"/>`);
    expect(html).toContain(STREAM);
  });

  it("adds the preloads back, in order, when it restores the entry script", () => {
    const restore = restoreScript(rewrite(page()));
    expect(restore).toContain(`["/assets/entry.client.js","/assets/root.js"]`);
    expect(restore).toContain(`l.rel="modulepreload"`);
    expect(restore.indexOf("modulepreload")).toBeLessThan(restore.indexOf(`s.type="module"`));
  });

  it("never writes an unexpected preload address into the restore script", () => {
    const odd = page().replace(`href="/assets/root.js"`, `href="/assets/x.js&quot;]);alert(1);//"`);
    const restore = restoreScript(rewrite(odd));
    expect(restore).toContain(`["/assets/entry.client.js"]`);
    expect(restore).not.toContain("alert");
  });

  it("keeps the entry script inert, with its text unchanged, until a script restores it", () => {
    const html = rewrite(page());
    expect(html).not.toContain(`<script type="module"`);
    expect(html).toContain(`<script type="text/plain" id="${DEFERRED_ENTRY_ID}">${ENTRY}</script>`);
    const restore = restoreScript(html);
    expect(restore).toContain(`getElementById("${DEFERRED_ENTRY_ID}")`);
    expect(restore).toContain("first-contentful-paint");
    expect(restore).toContain(`s.type="module"`);
  });

  it("lets the page's policy allow both the restore script and the restored entry script", () => {
    const hashes = inlineScriptHashes(rewrite(page()));
    // The restored module script has the inert script's text, so its hash is already listed.
    for (const hash of inlineScriptHashes(`<script>${ENTRY}</script>`))
      expect(hashes).toContain(hash);
    expect(hashes).toHaveLength(inlineScriptHashes(page()).length + 1);
  });

  it("leaves a page without React Router's entry script as it is", () => {
    const other = page(`<script>console.log("hi")</script>`);
    expect(rewrite(other)).toBe(other);
  });
});
