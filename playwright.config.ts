import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL } from "./tests/e2e/constants";

// Debian's Chromium in its headless build (package chromium-headless-shell): browsers are never
// downloaded here (scripts/test.js installs it if missing). The same engine as `chromium` without
// the desktop browser's shell: the suite's browser CPU time fell by a third (docs/benchmarks.md).
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per server port, so side-by-side runs do not wipe each other's results.
  outputDir: `test-results/${new URL(E2E_BASE_URL).port}`,
  fullyParallel: true,
  workers: Number(process.env.PW_WORKERS) || 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // No trace by default: recording one films every test (a screencast and a DOM snapshot per
    // step), which took a third of the browser tests' CPU, and a clean clone's CI discards it. To
    // keep one for a failing test: `npx playwright test --trace retain-on-failure`.
    trace: "off",
  },
  // Behaviour that only exists with (or without) JavaScript is tagged, so the other project
  // does not run it at all rather than reporting it as skipped. A test that opens no browser
  // (HTTP answers only, @http) is the same test either way: the js project runs it.
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@nojs-only/ },
    { name: "nojs", use: { javaScriptEnabled: false }, grepInvert: /@js-only|@http/ },
  ],
  webServer: {
    command: "npx tsx tests/e2e/start-server.ts",
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
