import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

// Model tests run against PGlite in memory, and also against PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it). Each test file gets its own database.
const base = {
  include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      { extends: true as const, test: { ...base, name: "pglite", env: { TEST_DB: "pglite" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { ...base, name: "postgres", env: { TEST_DB: "postgres" } } }]
        : []),
    ],
  },
});
