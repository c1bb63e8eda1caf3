// `npm test`: format, lint and copy-paste check, typecheck, unit/model/API tests (vitest), bundle budgets, then the browser tests
// (Playwright, JavaScript on and off, and the Nu HTML Checker on Java) against the production build with Debian's
// Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { composeTool } from "./compose-tool.js";
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

let aptUpdated = false;

/** Installs a Debian package the tests need when it is missing (as root, as CI runs). */
function ensureDebianPackage({ present, pkg, what, hint }) {
  if (present()) return;
  if (process.getuid?.() === 0) {
    console.log(`${what} not found; installing Debian's ${pkg} package...`);
    if (!aptUpdated) run("apt-get update", "apt-get", ["update", "-qq"]);
    aptUpdated = true;
    run(`install ${pkg}`, "apt-get", ["install", "-y", "-qq", pkg], {
      DEBIAN_FRONTEND: "noninteractive",
    });
    return;
  }
  console.error(`${what} is needed for the tests and was not found.\n${hint}`);
  process.exit(1);
}

ensureDebianPackage({
  present: () => fs.existsSync(chromium),
  pkg: "chromium",
  what: `Chromium (${chromium})`,
  hint: "Install it with:  sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)",
});
// compose.yaml is validated by a Compose tool (tests/unit/compose.test.ts).
ensureDebianPackage({
  present: () => composeTool() !== undefined,
  pkg: "docker-compose",
  what: "A Compose tool (docker-compose or docker compose)",
  hint: "Install it with:  sudo apt-get install docker-compose",
});
// The Nu HTML Checker (vnu-jar, tests/e2e/html-validity.spec.ts) runs on Java 11 or later.
ensureDebianPackage({
  present: () =>
    spawnSync(process.env.JAVA ?? "java", ["-version"], { stdio: "ignore" }).status === 0,
  pkg: "default-jre-headless",
  what: "Java",
  hint: "Install it with:  sudo apt-get install default-jre-headless   (or set JAVA to a java binary)",
});
run("format", "npx", ["prettier", "--check", "."]);
run("lint", "npx", ["eslint", ".", "--max-warnings", "0"]);
run("copy-paste check", "npx", ["jscpd"]);
run("typecheck", "npx", ["react-router", "typegen"]);
run("typecheck", "npx", ["tsc", "--noEmit"]);
run("unit, model and API tests", "npx", ["vitest", "run"]);
run("build", "node", ["scripts/build-if-stale.js"]);
run("bundle budgets", "node", ["scripts/size.js"]);
run("browser tests", "npx", ["playwright", "test"]);
