/**
 * `npm run bench:campaign` still runs end to end and prints the figures docs/benchmarks.md quotes,
 * on a handful of recipients so the check stays quick (it fails if one mail is missing).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("bench:campaign", () => {
  it("sends the campaign to every recipient and prints rate, acceptances, memory and growth", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent" };
    for (const key of ["SMTP_URL", "DATABASE_URL", "BENCH_CAMPAIGN_DATABASE_URL", "VITEST"])
      delete env[key];
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/bench-campaign.ts", "--recipients", "5"],
      { cwd: root, env, encoding: "utf8", timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^bench:campaign — 5 recipients, PGlite \(memory\)/m);
    expect(run.stdout).toMatch(/sent: \d+ mails\/s/);
    expect(run.stdout).toMatch(/first acceptance after [\d.]+ s, last after [\d.]+ s/);
    expect(run.stdout).toMatch(/memory \(RSS\): \d+ MB before sending, \d+ MB at peak/);
    expect(run.stdout).toMatch(/database: \d+ MB before, \d+ MB after/);
  }, 150_000);
});
