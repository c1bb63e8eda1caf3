/**
 * A copy of the project in a temp directory, for tests that build and run the real server:
 * the shared checkout keeps changing under a running test (and BUILD_DIR must not be shared),
 * so these tests build and start a snapshot taken at one instant.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

/** What building and running need (the Dockerfile copies the same). */
export const PROJECT_FILES = [
  "app",
  "content",
  "db",
  "public",
  "scripts",
  "server.js",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  ".npmrc",
];

/** Copies the project's sources into a new temp directory; node_modules is linked unless `withModules` is false. */
export function copyProject(prefix: string, { withModules = true } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of PROJECT_FILES) {
    const from = path.join(ROOT, entry);
    if (!fs.existsSync(from)) continue;
    fs.cpSync(from, path.join(dir, entry), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}.react-router`),
    });
  }
  if (withModules)
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}
