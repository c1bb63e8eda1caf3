/**
 * `npm run bench:mail` still runs end to end and reports the figures docs/benchmarks.md quotes
 * (throughput, queue-to-accept p50/p99, memory), on a handful of mails so the check stays quick.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("bench:mail", () => {
  it("delivers every mail to its SMTP sink and prints throughput, latency and memory", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, BENCH_MAILS: "5", LOG_LEVEL: "silent" };
    for (const key of ["SMTP_URL", "DATABASE_URL", "BENCH_MAIL_DATABASE_URL", "VITEST"])
      delete env[key];
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-mail.ts"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^bench:mail — 5 mails, PGlite \(memory\)/m);
    expect(run.stdout).toMatch(/delivered: \d+ mails\/s end to end/);
    expect(run.stdout).toMatch(/queue-to-accept latency: p50 \d+ ms, p99 \d+ ms/);
    expect(run.stdout).toMatch(/memory \(RSS\): \d+ MB after start, \d+ MB at peak/);
  }, 150_000);
});
