import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

// Model tests run against PGlite in memory, and also against PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it). Each test file gets its own database.
const base = {
  // Files a test run writes (the generated session secret) go to a temp folder, not ./data.
  env: { DATA_DIR: path.join(os.tmpdir(), `vitest-data-${process.pid}`) },
  include: [
    "app/**/*.test.{ts,tsx}",
    "db/**/*.test.ts",
    "scripts/**/*.test.ts",
    "tests/unit/**/*.test.ts",
  ],
  // The key the server hands the models at start-up (app/models/subject-key.server.ts); each file's
  // environment put back after it.
  setupFiles: ["tests/helpers/subject-key.ts", "tests/helpers/file-env.ts"],
  // One migrated database per project, copied for each test file (tests/helpers/test-db.ts).
  globalSetup: ["tests/helpers/test-db-template.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The files the PostgreSQL projects run: those whose tests open the test database
 * (tests/helpers/test-db.ts) or choose by TEST_DB. The others (components, the CLI on its
 * embedded database, builds, the server's start-up) do the same thing whichever project runs
 * them, so they run once.
 */
const usesTestDatabase = /\buseTestDb\b|process\.env\.TEST_DB\b/;
const databaseTestFiles = () =>
  fs.globSync(base.include).filter((file) => usesTestDatabase.test(fs.readFileSync(file, "utf8")));

/**
 * Files that run in a process of their own. Every other file shares its worker's process with the
 * files before it (`isolate: false`): the modules and PGlite's compiled WebAssembly are loaded once
 * per worker instead of once per file, which took 60 % of the CPU time off the model tests.
 * Isolated: the command-line tools (they build, start servers and kill child processes, and cost
 * seconds each anyway), the delivery test that kills its senders, the whole-project checks that
 * start processes or change the environment, and any file that replaces a module (vi.mock), stubs
 * the environment or a global (vi.stubEnv, vi.stubGlobal) or runs in a DOM (@vitest-environment),
 * which would leak into the files after it. The whole-project checks that only read the checkout
 * or call routes share a process (a process of their own cost about 1.5 s of CPU each).
 */
const ISOLATED = ["scripts/**", "app/models/campaign-delivery.server.test.ts"];
const OWN_PROCESS = /\bvi\.(mock|stubEnv|stubGlobal)\(|@vitest-environment\b/;
const STARTS_PROCESSES_OR_SETS_ENV =
  /\b(spawn|spawnSync|execFile|execFileSync|execSync|fork|copyProject)\(|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/;
const isolatedFile = (file: string) => {
  const text = fs.readFileSync(file, "utf8");
  return (
    ISOLATED.some((glob) => path.matchesGlob(file, glob)) ||
    OWN_PROCESS.test(text) ||
    (path.matchesGlob(file, "tests/unit/**") && STARTS_PROCESSES_OR_SETS_ENV.test(text))
  );
};

/** A database's two projects: the files that share a process, and those that run alone. */
function projectsFor(database: "pglite" | "postgres", files: string[] | undefined) {
  const env = { ...base.env, TEST_DB: database };
  const all = files ?? fs.globSync(base.include);
  return [
    {
      extends: true as const,
      test: {
        ...base,
        name: database,
        env,
        include: all.filter((file) => !isolatedFile(file)),
        isolate: false,
      },
    },
    {
      extends: true as const,
      test: {
        ...base,
        name: `${database}-isolated`,
        env,
        include: all.filter(isolatedFile),
        isolate: true,
      },
    },
  ];
}

export default defineConfig({
  resolve: { alias },
  plugins: [vanillaExtractPlugin()],
  test: {
    // Vitest's default (one worker fewer than the cores) is a single worker on CI's two cores. Most
    // files wait on a database, a child process or a socket, not the CPU: two workers there took
    // the run from 576 to 338 s, with every test passing.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      ...projectsFor("pglite", undefined),
      ...(process.env.TEST_DATABASE_URL ? projectsFor("postgres", databaseTestFiles()) : []),
    ],
  },
});
