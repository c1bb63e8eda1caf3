/**
 * `npm run bench:images` still runs end to end and prints the figures docs/benchmarks.md quotes
 * (the blog's pages before and after more posts, uploads per second and the server's peak memory),
 * on two small photos, a few posts and a second a page so the check stays quick.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("bench:images", () => {
  it("uploads the photos, adds the posts and prints every figure", () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      BENCH_PHOTOS: "2",
      BENCH_POSTS: "12",
      BENCH_SECONDS: "1",
      BENCH_CONNECTIONS: "2",
      BENCH_PHOTO_WIDTH: "640",
    };
    for (const key of ["DATABASE_URL", "DATA_DIR", "VITEST", "SMTP_URL"]) delete env[key];
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-images.ts"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 240_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^bench:images — 2 photos of 640 × 480, 12 posts/m);
    expect(run.stdout).toMatch(/^Blog with the 7 shipped posts:$/m);
    expect(run.stdout).toMatch(/^Uploads: 2 photos .* [\d.]+ uploads\/s/m);
    expect(run.stdout).toMatch(
      /^Server memory \(RSS\): \d+ MB before the uploads, \d+ MB at peak/m,
    );
    expect(run.stdout).toMatch(/^Blog with 12 posts \(5 added\):$/m);
    expect(run.stdout.match(/^ {2}\/blog +\d+ req\/s .* errors 0$/gm)).toHaveLength(2);
    expect(run.stdout.match(/^ {2}a post page +\d+ req\/s .* errors 0$/gm)).toHaveLength(2);
  }, 300_000);
});
