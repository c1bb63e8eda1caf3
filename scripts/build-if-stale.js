// Builds the production bundle when any source is newer than the last build (or there is no
// complete build). `npm start`, the e2e server and `npm test` call it; a fresh build is reused.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Everything the build reads (node_modules changes show in package-lock.json). */
export const BUILD_SOURCES = [
  "app",
  "content",
  "db",
  "public",
  "scripts/admin.ts",
  "scripts/build-cli.js",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** The stamp records when the last complete build started. */
const stampOf = (buildDir) => path.join(buildDir, ".stamp");

/** True when there is no complete build in buildDir or a source under root changed since it started. */
export function isBuildStale({
  root = process.cwd(),
  buildDir = process.env.BUILD_DIR ?? "build",
} = {}) {
  const dir = path.resolve(root, buildDir);
  const stamp = stampOf(dir);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(dir, "server/index.js"))) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return BUILD_SOURCES.some((source) => newestMtime(path.resolve(root, source)) > builtAt);
}

/** Builds into buildDir (BUILD_DIR, default build/) when stale; returns whether it built. */
export function buildIfStale({
  root = process.cwd(),
  buildDir = process.env.BUILD_DIR ?? "build",
} = {}) {
  if (!isBuildStale({ root, buildDir })) return false;
  console.log(`Building the site into ${buildDir}/ (first start, or the sources changed)...`);
  // Stamp with the start time, so a source edited during the build makes the next start rebuild.
  const startedAt = new Date();
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error(`The build failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  const stamp = stampOf(path.resolve(root, buildDir));
  fs.writeFileSync(stamp, startedAt.toISOString());
  fs.utimesSync(stamp, startedAt, startedAt);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  buildIfStale();
