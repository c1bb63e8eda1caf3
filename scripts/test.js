// `npm test`: format, lint, copy-paste check and typecheck, the production build and its bundle
// budgets, and the unit/model/API tests (vitest) side by side; then the browser tests (Playwright,
// JavaScript on and off, and the Nu HTML Checker on Java) against that build with Debian's Chromium.
// Every step runs to its end; the run fails if any did, and ends with each failed step's last lines
// and name.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { composeTool } from "./compose-tool.js";
import { requireSupportedNode } from "./node-version.js";
import { chain, failureReport } from "./steps.js";

requireSupportedNode("npm test");

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

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
  pkg: "chromium-headless-shell",
  what: `Chromium's headless shell (${chromium})`,
  hint: "Install it with:  sudo apt-get install chromium-headless-shell   (or set CHROMIUM_PATH to a Chromium binary)",
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
// The mailbox reader's tests start a Dovecot IMAP server of their own (tests/helpers/dovecot.ts).
ensureDebianPackage({
  present: () => fs.existsSync("/usr/sbin/dovecot"),
  pkg: "dovecot-imapd",
  what: "Dovecot (/usr/sbin/dovecot)",
  hint: "Install it with:  sudo apt-get install dovecot-imapd",
});
const checks = [
  ["format", "npx", ["prettier", "--check", "."]],
  ["lint", "npx", ["eslint", ".", "--max-warnings", "0"]],
  ["copy-paste check", "npx", ["jscpd"]],
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
];
const unit = [["unit, model and API tests", "npx", ["vitest", "run"]]];
// The browser tests start as soon as this run's build and its budgets pass, on a build folder of
// their own: vitest runs beside them, and a test that adds a file under app/ makes the next
// `npm start`-like test (bench scripts, the server's own tests) rebuild build/, which would pull
// the scripts from under a running e2e server. E2E_BUILD_READY: the e2e server uses it as it is.
const E2E_BUILD = { BUILD_DIR: "build-e2e" };
const buildAndBrowser = [
  ["build", "node", ["scripts/build-if-stale.js"], E2E_BUILD],
  ["bundle budgets", "node", ["scripts/size.js"], E2E_BUILD],
  ["browser tests", "npx", ["playwright", "test"], { ...E2E_BUILD, E2E_BUILD_READY: "1" }],
];

// Side by side (decision 104): vitest waits much of its time on databases, child processes and
// sockets, and the browser tests fill the cores it leaves idle; the checks are done within its
// first two minutes. vitest's and the browser tests' lines stream as they come, marked; the
// checks' output is printed whole when they are done.
const failed = (
  await Promise.all([
    chain(unit, { prefix: "vitest" }),
    chain(checks, {}),
    chain(buildAndBrowser, { prefix: "e2e" }),
  ])
).filter(Boolean);
if (failed.length > 0) {
  process.stderr.write(failureReport(failed));
  process.exit(1);
}
console.log("\nEvery step passed.");
