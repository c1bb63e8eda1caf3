// `npm run bench:start`: how long the production server takes to come up and to stop, on the
// embedded database, as tests/unit/server-lifecycle.test.ts starts it (that test only checks that
// it comes up and answers: timings belong here, where a busy machine shows as a slow figure rather
// than a failed test).
//
// Builds if stale, then per run, on a fresh data directory: the first start (`node server.js`:
// creates the database and applies the migrations), a stop on SIGINT, a restart on the same data,
// a stop, a restart by `npm start` (scripts/start.js: the build check, then the server), a stop.
// "Up" is the first 200 from /healthz, timed from the spawn; "stopped" is the process's exit.
// Prints the median, min and max in ms of each step.
//
// BENCH_RUNS (default 5) sets the number of runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.js";
import { NODE_FLAGS } from "./node-flags.js";
import { freePort } from "./free-port.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HOST = "127.0.0.1";
/** Only a hung server takes this long; the bench then stops with an error. */
const HANG_MS = 120_000;

/** Starts `script` as the test does (production, local run, embedded database in `dataDir`). */
async function launch(script, dataDir) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    LOCAL_RUN: "1",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST,
    LOG_LEVEL: "silent",
  };
  delete env.DATABASE_URL;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, script], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, startedAt, exited };
}

/** Milliseconds from the spawn to the first 200 from /healthz. */
async function timeUntilUp(server) {
  const deadline = server.startedAt + HANG_MS;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited (code ${server.child.exitCode})`);
    try {
      const response = await fetch(`http://${HOST}:${server.port}/healthz`);
      if (response.ok) return performance.now() - server.startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  server.child.kill("SIGKILL");
  throw new Error(`the server was not up after ${HANG_MS} ms`);
}

/** Milliseconds from the signal to the process's exit (which must be 0: a clean stop). */
async function timeToStop(server, signal) {
  const sentAt = performance.now();
  server.child.kill(signal);
  const code = await server.exited;
  if (code !== 0) throw new Error(`the server exited with ${code} on ${signal}`);
  return performance.now() - sentAt;
}

const STEPS = {
  first: "first start, fresh data (creates the database, migrations)",
  restart: "restart on the same data (node server.js)",
  npmStart: "restart by npm start (scripts/start.js: build check + server)",
  stop: "stop on SIGINT (signal to exit 0, database closed)",
};

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

async function main() {
  if (buildIfStale()) console.log("Built the production bundle.");
  const samples = Object.fromEntries(Object.keys(STEPS).map((step) => [step, []]));
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-start-"));
    try {
      const first = await launch("server.js", dataDir);
      samples.first.push(await timeUntilUp(first));
      samples.stop.push(await timeToStop(first, "SIGINT"));
      const again = await launch("server.js", dataDir);
      samples.restart.push(await timeUntilUp(again));
      samples.stop.push(await timeToStop(again, "SIGINT"));
      const npmStart = await launch("scripts/start.js", dataDir);
      samples.npmStart.push(await timeUntilUp(npmStart));
      samples.stop.push(await timeToStop(npmStart, "SIGINT"));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    process.stderr.write(`run ${run}/${RUNS} done\n`);
  }
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs (load ${load}), ${RUNS} runs, embedded database (PGlite), production build.\n`,
  );
  const header = `${"Step".padEnd(64)} ${"median ms".padStart(10)} ${"min ms".padStart(8)} ${"max ms".padStart(8)}`;
  console.log(header);
  console.log("-".repeat(header.length));
  for (const [step, label] of Object.entries(STEPS)) {
    const { median, min, max } = summary(samples[step]);
    console.log(
      `${label.padEnd(64)} ${median.toFixed(0).padStart(10)} ${min.toFixed(0).padStart(8)} ${max.toFixed(0).padStart(8)}`,
    );
  }
  console.log(`\n(${samples.stop.length} stops: three per run.)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
