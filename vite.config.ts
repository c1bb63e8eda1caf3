import path from "node:path";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

export const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "@db": path.resolve(import.meta.dirname, "db"),
};

/**
 * The frame every page loads (navigation, footer, toasts, small shared helpers) as one chunk
 * instead of a dozen tiny ones: fewer requests on a first visit, and one gzip stream compresses
 * better than many. Code loaded on demand (the cookie panels and the banner's view they draw,
 * the visit's first touch) stays out of it; the banner's class names stay in, since the server draws it on every page.
 */
export function shellChunk(id: string): string | undefined {
  if (/\/shell\/(cookie-consent-panels|cookie-banner-intro|first-touch)\./.test(id))
    return undefined;
  // The public forms' and the newsletter section's class names: every page with a form needs
  // them at once, and two tiny chunks of their own cost more than their bytes in the frame.
  if (/\/app\/components\/(forms\/forms|newsletter\/newsletter)\.css\.ts/.test(id)) return "shell";
  if (
    /\/app\/(components\/(shell|toast)\/|components\/(nonce|zod-jitless-script|deferred)\.|utils\/meta\.|config\/site\.)/.test(
      id,
    )
  )
    return "shell";
  return undefined;
}

/**
 * A stylesheet's address in code loaded on demand, written as React Router writes it in the
 * page: with a "#" on the end, its mark for a stylesheet that such code also needs. Vite's loader
 * adds a stylesheet unless a link with the same address is in the page already; without the same
 * mark it linked the frame's and the home page's stylesheets a second time when a page first
 * loaded code on demand (a form, the cookie panel, the carousel's controls, the call to action),
 * and the browser restyled and laid out the whole page again (on `/`, one task of ~300 ms with a
 * phone's CPU). Safe while a part loaded on demand lives inside the route that loads it (all of
 * ours do): leaving the route removes its links and the part together.
 */
export function stylesheetUrlInCode(
  filename: string,
  { hostType }: { hostType: "js" | "css" | "html" },
): string | undefined {
  if (hostType === "js" && filename.endsWith(".css")) return `/${filename}#`;
  return undefined;
}

/** Text assets worth compressing; fonts and images are compressed formats already. */
const PRECOMPRESSED = /\.(js|css|svg)$/;
const ALGORITHMS = [
  defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  defineAlgorithm("gzip", { level: 9 }),
];

export default defineConfig({
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: shellChunk } } } },
    // The server build's entry is the Express app, so middleware (headers, limits, logs)
    // is bundled with the routes and shares their modules.
    ssr: { build: { rollupOptions: { input: "./app/server/app.ts" } } },
  },
  resolve: { alias },
  // The islands (app/islands/, built through `?worker&url`) are modules loaded by the page.
  worker: { format: "es" },
  experimental: { renderBuiltUrl: stylesheetUrlInCode },
  plugins: [
    vanillaExtractPlugin(),
    reactRouter(),
    // Browser assets are compressed once, at the highest levels, next to each file (x.js.br,
    // x.js.gz); the server sends the one the browser accepts (app/server/http.ts).
    {
      ...compression({ include: PRECOMPRESSED, algorithms: ALGORITHMS }),
      applyToEnvironment: (environment) => environment.name === "client",
    },
  ],
});
