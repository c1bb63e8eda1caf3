/** `npm start` rebuilds only when needed: the staleness rules of scripts/build-if-stale.js. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_SOURCES, buildIfStale, isBuildStale } from "../../scripts/build-if-stale.js";

let root: string;
const buildDir = "build-test";

function write(relative: string, content = "x", mtime?: Date) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (mtime) fs.utimesSync(file, mtime, mtime);
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A project whose sources are an hour old and a complete build stamped ten minutes ago. */
function freshProject() {
  write("app/root.tsx", "root", minutesAgo(60));
  write("content/blog/post.md", "post", minutesAgo(60));
  write("package.json", "{}", minutesAgo(60));
  for (const dir of ["app", "content/blog", "content"])
    fs.utimesSync(path.join(root, dir), minutesAgo(60), minutesAgo(60));
  write(`${buildDir}/server/index.js`, "export {}", minutesAgo(10));
  write(`${buildDir}/.stamp`, "", minutesAgo(10));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "dds-build-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("isBuildStale", () => {
  it("is stale when there was never a build (a fresh clone)", () => {
    write("app/root.tsx");
    expect(isBuildStale({ root, buildDir })).toBe(true);
  });

  it("is fresh when every source is older than the last build", () => {
    freshProject();
    expect(isBuildStale({ root, buildDir })).toBe(false);
    // buildIfStale then reuses the build without running the bundler.
    expect(buildIfStale({ root, buildDir })).toBe(false);
  });

  it("is stale when a source file deep in a folder changed after the build started", () => {
    freshProject();
    write("content/blog/post.md", "edited", minutesAgo(1));
    expect(isBuildStale({ root, buildDir })).toBe(true);
  });

  it("is stale when a file was added or removed (the folder's time changes)", () => {
    freshProject();
    fs.rmSync(path.join(root, "app/root.tsx"));
    expect(isBuildStale({ root, buildDir })).toBe(true);
  });

  it("is stale when a top-level config file changed", () => {
    freshProject();
    write("package-lock.json", "{}", minutesAgo(1));
    expect(isBuildStale({ root, buildDir })).toBe(true);
  });

  it("is stale when the build is incomplete (stamp without the server bundle)", () => {
    freshProject();
    fs.rmSync(path.join(root, buildDir, "server"), { recursive: true });
    expect(isBuildStale({ root, buildDir })).toBe(true);
  });

  it("watches everything the build reads", () => {
    expect(BUILD_SOURCES).toEqual(
      expect.arrayContaining([
        "app",
        "content",
        "db",
        "public",
        "vite.config.ts",
        "react-router.config.ts",
        "package.json",
        "package-lock.json",
      ]),
    );
  });
});
