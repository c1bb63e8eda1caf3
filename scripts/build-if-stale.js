// Builds the production bundle when any source is newer than the last build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const stamp = path.join(buildDir, ".stamp");
const sources = ["app", "content", "db", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIfStale() {
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log("Building the site (first start, or the sources changed)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
