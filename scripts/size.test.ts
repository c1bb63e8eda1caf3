import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  BUDGET,
  declaredIslands,
  formatReport,
  jsLimit,
  manifestFetched,
  measure,
  parseManifest,
  publicPages,
  routeFiles,
} from "./size.js";

const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"], css: [] },
  routes: {
    root: {
      id: "root",
      path: "",
      hasDefaultExport: true,
      module: "/assets/root.js",
      imports: ["/assets/react.js"],
      css: ["/assets/root.css"],
    },
    "routes/site/layout": {
      id: "routes/site/layout",
      parentId: "root",
      hasDefaultExport: true,
      module: "/assets/layout.js",
      imports: [],
      css: ["/assets/layout.css#"],
    },
    "routes/site/home": {
      id: "routes/site/home",
      parentId: "routes/site/layout",
      index: true,
      hasDefaultExport: true,
      module: "/assets/home.js",
      imports: ["/assets/shared.js"],
      css: [],
    },
    blog: {
      id: "blog",
      parentId: "routes/site/layout",
      path: "blog",
      hasDefaultExport: true,
      module: "/assets/blog.js",
      imports: ["/assets/shared.js"],
      css: ["/assets/blog.css"],
    },
    "routes/site/sitemap": {
      id: "routes/site/sitemap",
      parentId: "root",
      path: "sitemap.xml",
      hasDefaultExport: false,
      module: "/assets/sitemap.js",
      imports: [],
      css: [],
    },
    "routes/crm/index": {
      id: "routes/crm/index",
      parentId: "root",
      path: "crm",
      hasDefaultExport: true,
      module: "/assets/crm.js",
      imports: [],
      css: [],
    },
  },
  url: "/assets/manifest-1.js",
  version: "1",
};

// Each fake file is `size` bytes of incompressible data, so gzip sizes are predictable.
const sizes: Record<string, number> = {
  "/assets/manifest-1.js": 100,
  "/assets/entry.js": 1000,
  "/assets/react.js": 5000,
  "/assets/root.js": 200,
  "/assets/layout.js": 300,
  "/assets/home.js": 400,
  "/assets/shared.js": 500,
  "/assets/blog.js": 600,
  "/assets/root.css": 700,
  "/assets/layout.css": 800,
  "/assets/blog.css": 900,
};
let seed = 1;
const random = (n: number) =>
  Buffer.from(
    Array.from({ length: n }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 16) & 255),
  );
const files = Object.fromEntries(Object.entries(sizes).map(([name, n]) => [name, random(n)]));
const gz = (...names: string[]) =>
  names.reduce((sum, name) => sum + zlib.gzipSync(files[name]).length, 0);
const read = (url: string) => {
  if (!files[url]) throw new Error(`unexpected file ${url}`);
  return files[url];
};

describe("size budget calculation", () => {
  it("parses React Router's browser manifest", () => {
    expect(parseManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)).toEqual(
      manifest,
    );
  });

  it("lists only pages under the public layout (no resource routes, no CRM), with their URL", () => {
    expect(publicPages(manifest).map((p: { url: string; id: string }) => [p.url, p.id])).toEqual([
      ["/", "routes/site/home"],
      ["/blog", "blog"],
    ]);
  });

  it("reads stylesheet URLs that React Router marks with '#' as their file", () => {
    expect(publicPages(manifest)[0].css).toEqual(["/assets/root.css", "/assets/layout.css"]);
  });

  it("counts the entry, and every route module, static import and stylesheet on the chain once", () => {
    const [home, blog] = measure(manifest, read);
    const common = ["/assets/entry.js", "/assets/react.js", "/assets/root.js", "/assets/layout.js"];
    expect(home.jsBytes).toBe(gz(...common, "/assets/home.js", "/assets/shared.js"));
    expect(home.cssBytes).toBe(gz("/assets/root.css", "/assets/layout.css"));
    expect(blog.jsBytes).toBe(gz(...common, "/assets/blog.js", "/assets/shared.js"));
    expect(blog.cssBytes).toBe(gz("/assets/root.css", "/assets/layout.css", "/assets/blog.css"));
    expect(home.ok).toBe(true);
  });

  it("counts manifest-*.js only when route discovery is 'initial' (lazy pages never fetch it)", () => {
    const lazy = measure(manifest, read)[0].jsBytes;
    const initial = measure(manifest, read, BUDGET, { manifestFetched: true })[0].jsBytes;
    expect(initial - lazy).toBe(gz("/assets/manifest-1.js"));
    expect(manifestFetched('export default { routeDiscovery: { mode: "initial" } }')).toBe(true);
    expect(manifestFetched('export default { routeDiscovery: { mode: "lazy" } }')).toBe(false);
    expect(manifestFetched("export default { ssr: true }")).toBe(false);
  });

  it("flags a page over either budget", () => {
    const rows = measure(manifest, read, { js: 8000, css: 2000 });
    expect(rows.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    expect(formatReport(rows, { js: 8000, css: 2000 })).toMatch(/\/blog \(blog\).*OVER BUDGET/);
  });
});

describe("script-free pages", () => {
  it("finds each route's file in app/routes.ts, by its own id where it has one", () => {
    const source = `index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("blog", "routes/site/blog-index.tsx", { id: "blog" }),`;
    expect(routeFiles(source)).toEqual({
      "routes/site/home": "routes/site/home.tsx",
      "routes/site/about": "routes/site/about.tsx",
      blog: "routes/site/blog-index.tsx",
    });
  });

  it("reads the islands a route module declares, the frame's first", () => {
    expect(declaredIslands("export const handle = SCRIPT_FREE;")).toEqual(["site"]);
    expect(declaredIslands('export const handle = scriptFree("guides");')).toEqual([
      "site",
      "guides",
    ]);
    expect(declaredIslands("export default function Page() {}")).toBeNull();
  });

  it("counts a script-free page's islands, not React's files, against 15 KB", () => {
    const islandFiles = { site: "/assets/island-site.js", guides: "/assets/island-guides.js" };
    const small = { ...files, "/assets/island-site.js": Buffer.from("x".repeat(100)) };
    const rows = measure(manifest, (url: string) => small[url as keyof typeof small], BUDGET, {
      islands: { blog: ["site"] },
      islandFiles,
    });
    const blog = rows.find((row: { id: string }) => row.id === "blog")!;
    expect(blog.js).toEqual(["/assets/island-site.js"]);
    expect(blog.scriptFree).toBe(true);
    expect(blog.ok).toBe(true);
    expect(jsLimit("/blog", BUDGET, true)).toBe(15 * 1024);

    const big = { ...files, "/assets/island-site.js": crypto.randomBytes(16 * 1024) };
    const over = measure(manifest, (url: string) => big[url as keyof typeof big], BUDGET, {
      islands: { blog: ["site"] },
      islandFiles,
    });
    expect(over.find((row: { id: string }) => row.id === "blog")?.ok).toBe(false);
    expect(formatReport(over)).toMatch(/\/blog \(blog\).*islands {2}OVER BUDGET/);
  });

  it("holds the pages that run React to their figures", () => {
    expect(jsLimit("/contact")).toBe(BUDGET.formJs["/contact"]);
    expect(jsLimit("/")).toBe(BUDGET.js);
    expect(jsLimit("/team")).toBe(BUDGET.js);
  });
});

describe("npm run size", () => {
  /**
   * A build whose home page is script-free with `homeKb` of islands and whose blog page runs
   * React with `blogKb` of JavaScript (gzip).
   */
  function fakeBuild(homeKb: number, blogKb: number) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "size-"));
    fs.mkdirSync(path.join(root, "build/client/assets"), { recursive: true });
    fs.mkdirSync(path.join(root, "app/routes/site"), { recursive: true });
    fs.writeFileSync(path.join(root, "app/routes.ts"), 'index("routes/site/home.tsx"),');
    fs.writeFileSync(
      path.join(root, "app/routes/site/home.tsx"),
      'export const handle = scriptFree("home");',
    );
    const write = (url: string, bytes: Buffer) =>
      fs.writeFileSync(path.join(root, "build/client", url), bytes);
    for (const [name, data] of Object.entries(files)) write(name, data);
    const shared = gz("/assets/entry.js", "/assets/react.js", "/assets/root.js");
    const rest = gz("/assets/layout.js", "/assets/shared.js");
    // Random bytes do not compress: gzip adds a few bytes of framing (the 40 leaves room for it).
    write("/assets/island-site-a1.js", Buffer.from("x"));
    write("/assets/island-home-b2.js", crypto.randomBytes(homeKb * 1024 - 80));
    write("/assets/blog.js", crypto.randomBytes(blogKb * 1024 - shared - rest - 40));
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    write("/assets/manifest-1.js", Buffer.from(source));
    return root;
  }
  const run = (cwd: string) =>
    spawnSync(process.execPath, [path.resolve("scripts/size.js")], {
      cwd,
      env: { ...process.env, BUILD_DIR: "build" },
      encoding: "utf8",
    });

  it("passes with / at 14 KB of islands and a page that runs React at 134 KB", () => {
    const result = run(fakeBuild(14, 134));
    expect(result.stdout).toMatch(/^\/ \(routes\/site\/home\).*islands$/m);
    expect(result.stdout).toContain("within budget");
    expect(result.status).toBe(0);
  });

  it("fails when / is over 15 KB", () => {
    const result = run(fakeBuild(16, 100));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/over budget: \/$/m);
  });

  it("fails when another public page is over 135 KB", () => {
    const result = run(fakeBuild(1, 136));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/over budget: \/blog$/m);
  });
});
