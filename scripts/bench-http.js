// `npm run bench:http`: how fast the production server answers public pages, next to the limit of
// this machine (a plain Node server answering `/`'s exact bytes from memory).
//
// Builds if stale, starts the production server (`node server.js`, as `npm start` runs it) on a
// free loopback port with a fresh embedded database, then loads each target in turn at 32
// connections for a fixed time (autocannon, in this process) while sampling the server's resident
// memory. Prints requests/s, p50, p99, errors, the ratio to the static limit, and peak RSS.
//
// BENCH_SECONDS (default 10) sets the time per target, BENCH_CONNECTIONS (default 32) the load.
// BENCH_MEMORY_SECONDS (default 0: skipped) adds a memory run at the end: `/` under the same load
// for that long (60 for the 250 MB target), with the server's peak and settled resident memory.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildIfStale } from "./build-if-stale.js";
import { NODE_FLAGS, SERVER_ENV } from "./node-flags.js";
import { freePort } from "./free-port.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 0);
const MEMORY_LIMIT_MB = 250;
const HOST = "127.0.0.1";

/** Resident memory of a process in bytes (Linux /proc; elsewhere `ps`). */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)/.exec(status);
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function run(url, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

async function main() {
  if (buildIfStale()) console.log("Built the production bundle.");
  const buildDir = process.env.BUILD_DIR ?? "build";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-http-"));
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = spawn(process.execPath, [...NODE_FLAGS, "server.js"], {
    env: {
      // As `npm start` runs it; MALLOC_ARENA_MAX set outside compares another value.
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: "production",
      LOCAL_RUN: "1",
      HSTS: "off",
      LOG_LEVEL: "silent",
      PORT: String(port),
      HOST,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(server.pid));
  }, 100);
  let staticServer;
  try {
    await waitFor(`${base}/healthz`, server);
    // Creating a fresh embedded database (initdb, migrations) is a one-off peak of its own.
    const startupPeak = peakRss;
    peakRss = 0;
    const idleRss = rssOf(server.pid);

    // The static limit answers with the same bytes and headers `/` has (uncompressed: autocannon
    // asks for no encoding, so the server sends none either).
    const home = await fetch(`${base}/`, { headers: { "accept-encoding": "identity" } });
    const homeBytes = Buffer.from(await home.arrayBuffer());
    // Its headers too (the security headers are about 1 KB a response, which the load generator
    // reads either way); Node writes the connection's own.
    const perConnection = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
    const homeHeaders = Object.fromEntries(
      [...home.headers].filter(([name]) => !perConnection.has(name)),
    );
    const staticPort = await freePort();
    const bytesFile = path.join(dataDir, "home.html");
    fs.writeFileSync(bytesFile, homeBytes);
    staticServer = spawn(
      process.execPath,
      [
        "-e",
        `const b=require("fs").readFileSync(${JSON.stringify(bytesFile)});` +
          `const h=${JSON.stringify(homeHeaders)};` +
          `require("http").createServer((q,s)=>{s.writeHead(200,h);s.end(b)})` +
          `.listen(${staticPort},${JSON.stringify(HOST)})`,
      ],
      { stdio: "ignore" },
    );
    await waitFor(`http://${HOST}:${staticPort}/`, staticServer);

    const posts = await fetch(`${base}/api/blog`).then((r) => r.json());
    const list = Array.isArray(posts) ? posts : (posts.posts ?? posts.data ?? []);
    const slug = list[0]?.slug;

    const targets = [
      ["static limit (/ bytes)", `http://${HOST}:${staticPort}/`],
      ["/", `${base}/`],
      ["/blog", `${base}/blog`],
      ...(slug ? [[`/blog/${slug}`, `${base}/blog/${slug}`]] : []),
      ["/contact", `${base}/contact`],
      ["/healthz", `${base}/healthz`],
    ];
    console.log(
      `Node ${process.version}, ${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${SECONDS} s per target.\n`,
    );
    const rows = [];
    for (const [name, url] of targets) {
      const before = peakRss;
      peakRss = 0;
      const result = await run(url);
      const targetPeak = peakRss;
      peakRss = Math.max(before, targetPeak);
      rows.push({
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        rss: name.startsWith("static") ? null : targetPeak,
      });
    }
    const limit = rows[0].rps;
    const header = `${"Target".padEnd(44)} ${"req/s".padStart(9)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"of static".padStart(10)} ${"errors".padStart(7)} ${"peak RSS".padStart(9)}`;
    console.log(header);
    console.log("-".repeat(header.length));
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(44)} ${row.rps.toFixed(0).padStart(9)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${`${((row.rps / limit) * 100).toFixed(1)} %`.padStart(10)} ${String(row.errors).padStart(7)} ${(row.rss === null ? "" : `${(row.rss / 1048576).toFixed(0)} MB`).padStart(9)}`,
      );
    }
    // Memory after the load, once the server has had a moment to settle.
    await new Promise((r) => setTimeout(r, 2_000));
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `\nServer resident memory: start-up on a fresh database ${mb(startupPeak)}, idle ${mb(idleRss)}, peak under load ${mb(peakRss)}, after the load ${mb(rssOf(server.pid))}.`,
    );
    if (MEMORY_SECONDS > 0) {
      peakRss = 0;
      const result = await run(`${base}/`, MEMORY_SECONDS);
      const during = peakRss;
      await new Promise((r) => setTimeout(r, 2_000));
      const after = rssOf(server.pid);
      const verdict = Math.max(during, after) < MEMORY_LIMIT_MB * 1048576 ? "within" : "OVER";
      console.log(
        `Memory run: / for ${MEMORY_SECONDS} s at ${CONNECTIONS} connections (${result.requests.average.toFixed(0)} req/s): peak ${mb(during)}, after ${mb(after)} — ${verdict} the ${MEMORY_LIMIT_MB} MB target.`,
      );
    } else {
      console.log("(BENCH_MEMORY_SECONDS=60 adds a 60 s memory run on /.)");
    }
  } finally {
    clearInterval(sampler);
    if (staticServer) await stop(staticServer);
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
