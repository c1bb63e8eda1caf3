// `npm test`: format, lint and copy-paste check, typecheck, unit/model/API tests (vitest), bundle budgets, then the browser tests
// (Playwright, JavaScript on and off) against the production build with Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { requireSupportedNode } from "./node-version.js";

requireSupportedNode("npm test");

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (fs.existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${chromium}; installing Debian's chromium package...`);
    run("apt-get update", "apt-get", ["update", "-qq"]);
    run("install chromium", "apt-get", ["install", "-y", "-qq", "chromium"], {
      DEBIAN_FRONTEND: "noninteractive",
    });
    return;
  }
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chromium}.\n` +
      "Install it with:  sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)",
  );
  process.exit(1);
}

ensureChromium();
run("format", "npx", ["prettier", "--check", "."]);
run("lint", "npx", ["eslint", ".", "--max-warnings", "0"]);
run("copy-paste check", "npx", ["jscpd"]);
run("typecheck", "npx", ["react-router", "typegen"]);
run("typecheck", "npx", ["tsc", "--noEmit"]);
run("unit, model and API tests", "npx", ["vitest", "run"]);
run("build", "node", ["scripts/build-if-stale.js"]);
run("bundle budgets", "node", ["scripts/size.js"]);
run("browser tests", "npx", ["playwright", "test"]);
