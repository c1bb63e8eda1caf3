/**
 * `npm run bench:mailbox` still runs end to end against Dovecot and reports the figures
 * docs/benchmarks.md quotes (first sync, arrival to timeline, memory), on a handful of messages.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("bench:mailbox", () => {
  it("reads every message and prints the first sync, the arrival delay and memory", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, BENCH_MESSAGES: "20", LOG_LEVEL: "silent" };
    for (const key of ["DATABASE_URL", "BENCH_MAILBOX_DATABASE_URL", "IMAP_URL", "VITEST"])
      delete env[key];
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-mailbox.ts"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 240_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^bench:mailbox — 20 messages \([\d.]+ MB\), PGlite \(memory\)/m);
    expect(run.stdout).toMatch(
      /first sync: 20 read in [\d.]+ s \(\d+ messages\/s\): 10 matched, 10 unmatched/,
    );
    expect(run.stdout).toMatch(/arrival to timeline \(IDLE\): median \d+ ms, max \d+ ms/);
    expect(run.stdout).toMatch(/memory \(RSS\): \d+ MB before the sync, \d+ MB at peak/);
  }, 270_000);
});
