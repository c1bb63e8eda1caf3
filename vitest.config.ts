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
  // The key the server hands the models at start-up (app/models/subject-key.server.ts).
  setupFiles: ["tests/helpers/subject-key.ts"],
  // One migrated database per project, copied for each test file (tests/helpers/test-db.ts).
  globalSetup: ["tests/helpers/test-db-template.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The files the PostgreSQL project runs: those whose tests open the test database
 * (tests/helpers/test-db.ts) or choose by TEST_DB. The others (components, the CLI on its
 * embedded database, builds, the server's start-up) do the same thing whichever project runs
 * them, so they run once.
 */
const usesTestDatabase = /\buseTestDb\b|process\.env\.TEST_DB\b/;
const databaseTestFiles = () =>
  fs.globSync(base.include).filter((file) => usesTestDatabase.test(fs.readFileSync(file, "utf8")));

export default defineConfig({
  resolve: { alias },
  plugins: [vanillaExtractPlugin()],
  test: {
    // Vitest's default (one worker fewer than the cores) is a single worker on CI's two cores. Most
    // files wait on a database, a child process or a socket, not the CPU: two workers there took
    // the run from 576 to 338 s, with every test passing.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true as const,
        test: { ...base, name: "pglite", env: { ...base.env, TEST_DB: "pglite" } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                ...base,
                include: databaseTestFiles(),
                name: "postgres",
                env: { ...base.env, TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
