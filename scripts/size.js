// `npm run size`: the compressed JavaScript and CSS each public page loads, from the production
// build, checked against the budgets (gzip): 15 KB of JavaScript on every script-free content
// page (the home page too), the form pages no more than before they were (docs/decisions/089 and
// 090), 30 KB of CSS. Slow phones on slow connections are the audience.
//
// A page that runs React: React Router's browser manifest (build/client/assets/manifest-*.js),
// the same data the server uses for <script type="module"> and <link rel="modulepreload">. It
// loads the client entry and, for each route from the root down to the page, the route module,
// its static imports and its CSS. Dynamic import() chunks (e.g. the guide template) are not
// part of the first load and are not counted. With React Router's default lazy route discovery
// the page inlines the part of the manifest it needs and never fetches manifest-*.js, so that
// file counts only when react-router.config.ts sets `routeDiscovery: { mode: "initial" }`.
//
// A script-free page (its route module says `export const handle = SCRIPT_FREE` or
// `scriptFree("guides", …)`, app/components/shell/page-scripts.ts): its islands,
// build/client/assets/island-NAME-*.js, and the same CSS. Files are gzipped one by one, as served.
//
// BUILD_DIR selects the build (default build/). Exit code 1 when a page is over budget.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Compressed bytes. A script-free content page (the home page too): 15 KB. The pages that still
 * run React (the form pages) may not grow: each is held to its figure the day the islands came
 * (2026-12-06, React Router 8.5.3; docs/benchmarks.md), with the images, replies, previews and
 * undo that landed with them (83-93 bytes a page, in the shared shell and client entry), and the
 * home page's leaving React (3-7 bytes: the root and layout chunks import renamed chunks), and
 * 1 byte on /contact when its lazy form chunk's name changed (2026-12-07: zod's chunks renamed).
 */
export const BUDGET = {
  scriptFreeJs: 15 * 1024,
  formJs: { "/contact": 128_731, "/dental-iq": 132_323, "/newsletter": 127_458 },
  js: 135 * 1024,
  css: 30 * 1024,
};

/**
 * The JavaScript limit of the page at `url`.
 * @param {string} url
 * @param {{ scriptFreeJs?: number, formJs?: Record<string, number>, js: number, css: number }} budget
 * @param {boolean} scriptFree
 */
export function jsLimit(url, budget = BUDGET, scriptFree = false) {
  if (scriptFree) return budget.scriptFreeJs ?? budget.js;
  return budget.formJs?.[url] ?? budget.js;
}

/**
 * Route ids and their files from app/routes.ts's public lines: `index("routes/site/x.tsx")`,
 * `route("path", "routes/site/x.tsx")` and `route(…, { id: "y" })`.
 */
export function routeFiles(routesSource) {
  const files = {};
  const line =
    /(?:index|route)\((?:"[^"]*",\s*)?"(routes\/[^"]+)"(?:,\s*\{\s*id:\s*"([^"]+)"\s*\})?\)/g;
  for (const [, file, id] of routesSource.matchAll(line))
    files[id ?? file.replace(/\.tsx?$/, "")] = file;
  return files;
}

/** The islands a route module's source declares, or null when it runs React (page-scripts.ts). */
export function declaredIslands(moduleSource) {
  const handle = /export const handle = (SCRIPT_FREE|scriptFree\(([^)]*)\));/.exec(moduleSource);
  if (!handle) return null;
  const named = [...(handle[2] ?? "").matchAll(/"([\w-]+)"/g)].map((match) => match[1]);
  return ["site", ...named];
}

/** The layout route every public page sits under (app/routes.ts). */
export const PUBLIC_LAYOUT_ID = "routes/site/layout";

/** Parses `window.__reactRouterManifest={...};`. */
export function parseManifest(source) {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("Not a React Router manifest");
  return JSON.parse(source.slice(start, end + 1));
}

/** Route ids from the root down to `routeId`. */
export function routeChain(manifest, routeId) {
  const chain = [];
  let id = routeId;
  while (id) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Unknown route id in manifest: ${id}`);
    chain.unshift(route);
    id = route.parentId;
  }
  return chain;
}

/** The URL pattern of a route, from the paths along its chain. */
export function routeUrl(chain) {
  const parts = chain.map((route) => route.path ?? "").filter(Boolean);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** React Router marks some stylesheet URLs with a "#" (or a query): the file is the part before it. */
export function assetPath(url) {
  return url.replace(/[#?].*$/, "");
}

/** Pages (routes with a component) under the public layout, with the assets their first load needs. */
export function publicPages(
  manifest,
  { layoutId = PUBLIC_LAYOUT_ID, manifestFetched = false } = {},
) {
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport !== false && route.id !== layoutId)
    .map((route) => routeChain(manifest, route.id))
    .filter((chain) => chain.some((route) => route.id === layoutId))
    .map((chain) => {
      const js = new Set([
        ...(manifestFetched ? [manifest.url] : []),
        manifest.entry.module,
        ...manifest.entry.imports,
      ]);
      const css = new Set((manifest.entry.css ?? []).map(assetPath));
      for (const route of chain) {
        if (route.module) js.add(route.module);
        for (const file of route.imports ?? []) js.add(file);
        for (const file of route.css ?? []) css.add(assetPath(file));
      }
      const leaf = chain[chain.length - 1];
      return { id: leaf.id, url: routeUrl(chain), js: [...js].filter(Boolean), css: [...css] };
    })
    .sort((a, b) => a.url.localeCompare(b.url) || a.id.localeCompare(b.id));
}

/** Sum of the gzip sizes of `files` (URLs like /assets/x.js), read through `readFile`. */
export function gzipTotal(files, readFile) {
  return files.reduce((total, file) => total + zlib.gzipSync(readFile(file)).length, 0);
}

/** Rows of the report: compressed bytes per page and whether each is within budget. */
/**
 * @param {any} manifest
 * @param {(url: string) => Buffer} readFile
 * @param {{ scriptFreeJs?: number, formJs?: Record<string, number>, js: number, css: number }} budget
 * @param {{ layoutId?: string, manifestFetched?: boolean, islands?: Record<string, string[]>, islandFiles?: Record<string, string> }} options
 */
export function measure(manifest, readFile, budget = BUDGET, options = {}) {
  const { islands = {}, islandFiles = {} } = options;
  return publicPages(manifest, options).map((page) => {
    const pageIslands = islands[page.id];
    const scriptFree = Boolean(pageIslands);
    const jsFiles = pageIslands ? pageIslands.map((name) => islandFiles[name]) : page.js;
    if (jsFiles.some((file) => !file)) throw new Error(`An island of ${page.url} is not built`);
    const js = gzipTotal(jsFiles, readFile);
    const css = gzipTotal(page.css, readFile);
    return {
      ...page,
      js: jsFiles,
      scriptFree,
      jsBytes: js,
      cssBytes: css,
      ok: js <= jsLimit(page.url, budget, scriptFree) && css <= budget.css,
    };
  });
}

/** Whether the browser fetches manifest-*.js: only with `routeDiscovery: { mode: "initial" }`. */
export function manifestFetched(configSource) {
  return /routeDiscovery\s*:\s*\{[^}]*mode\s*:\s*["']initial["']/.test(configSource);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * @param {any[]} rows
 * @param {{ scriptFreeJs?: number, formJs?: Record<string, number>, js: number, css: number }} budget
 */
export function formatReport(rows, budget = BUDGET) {
  const width = Math.max(...rows.map((r) => `${r.url} (${r.id})`.length), 10);
  const lines = [
    `${"Page".padEnd(width)}  ${"JS (gzip)".padStart(10)}  ${"CSS (gzip)".padStart(10)}`,
    `${"-".repeat(width)}  ${"-".repeat(10)}  ${"-".repeat(10)}`,
    ...rows.map(
      (r) =>
        `${`${r.url} (${r.id})`.padEnd(width)}  ${kb(r.jsBytes).padStart(10)}  ${kb(r.cssBytes).padStart(10)}  ${r.scriptFree ? "islands" : "React"}${r.ok ? "" : "  OVER BUDGET"}`,
    ),
    "",
    `Budget (compressed): ${kb(budget.scriptFreeJs ?? budget.js)} JS on a script-free page (/ too), the form pages their own figures (scripts/size.js), ${kb(budget.js)} JS on any other page, ${kb(budget.css)} CSS per page.`,
  ];
  return lines.join("\n");
}

function findManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const candidates = fs.existsSync(assets)
    ? fs
        .readdirSync(assets)
        .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
        .map((name) => path.join(assets, name))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
    : [];
  if (!candidates.length)
    throw new Error(`No React Router manifest in ${assets}: run the build first (npm run build).`);
  return candidates[0];
}

function main() {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const manifest = parseManifest(fs.readFileSync(findManifest(clientDir), "utf8"));
  const config = path.resolve("react-router.config.ts");
  const routesFile = path.resolve("app/routes.ts");
  const files = fs.existsSync(routesFile) ? routeFiles(fs.readFileSync(routesFile, "utf8")) : {};
  const islands = {};
  for (const [id, file] of Object.entries(files)) {
    const declared = declaredIslands(fs.readFileSync(path.resolve("app", file), "utf8"));
    if (declared) islands[id] = declared;
  }
  const islandFiles = {};
  for (const name of fs.readdirSync(path.join(clientDir, "assets"))) {
    const island = /^island-([\w]+)-[\w-]+\.js$/.exec(name);
    if (island) islandFiles[island[1]] = `/assets/${name}`;
  }
  const rows = measure(manifest, (url) => fs.readFileSync(path.join(clientDir, url)), BUDGET, {
    manifestFetched: fs.existsSync(config) && manifestFetched(fs.readFileSync(config, "utf8")),
    islands,
    islandFiles,
  });
  console.log(formatReport(rows));
  const over = rows.filter((row) => !row.ok);
  if (over.length) {
    console.error(`\n${over.length} page(s) over budget: ${over.map((r) => r.url).join(", ")}`);
    process.exit(1);
  }
  console.log(`\nAll ${rows.length} public pages are within budget.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
