// `npm run bench:visits`: what visit counting (docs/decisions/079-visit-counts.md) costs the home
// page, and whether any view is lost under load. The done-when: counting adds less than
// 5 % to the p99 of `/` against the build before, measured side by side in one run; none lost.
//
// Why at fixed rates: visitors arrive at their own pace, whatever the server's speed, so the
// latency they see is measured open loop, at a constant number of page views per second well
// below what the server can take. Loaded closed loop at saturation (the earlier version), a
// cached `/` is answered from memory so fast that any second request per view shows as queueing
// in front of it, whatever it costs; that round is kept, but as throughput only.
//
// 1. Side by side, in one run: the build before counting (BENCH_BEFORE_REV, default `87b28bb^`,
//    checked out in a temporary git worktree that shares this checkout's node_modules and built
//    there with `npm run build`; or an existing checkout with a build in BENCH_BEFORE_DIR) and this
//    checkout's build (BUILD_DIR, built if stale, then copied to a temporary directory so that a
//    rebuild in the checkout during the run cannot change it), each its own production server
//    (`node <NODE_FLAGS> server.js`, the same flags for both) on a free loopback port with a fresh
//    embedded database.
//    For each rate of BENCH_RATES (views per second, default "100,300"), BENCH_ROUNDS rounds
//    (default 3) of BENCH_SECONDS (default 10) per server, before and after taking turns to go
//    first, so the machine's drift falls on both. A view is `GET /` with a desktop Chrome's
//    headers (Accept text/html, Accept-Encoding gzip, br: the page cache's compressed copy, as a
//    browser gets it), sent at its own time (start + i / rate, so the timer does not drift),
//    not waiting for earlier views, on a keep-alive pool of BENCH_SOCKETS (default 64) sockets;
//    we time each from its request to its last byte (performance.now()). On the "after" server
//    each view has its beacon, `GET /api/visit?p=%2F` with the headers of the page's
//    `fetch(…, {keepalive: true, credentials: "omit"})`: exactly one per view, as the page's
//    inline script sends. By default (BENCH_BEACONS_FROM=browsers) the beacons come from a
//    process of their own (./bench-visits-browsers.js), as from the visitors' browsers, 2 ms after
//    their view's time, so the process timing `/` does the same work for both builds; with
//    BENCH_BEACONS_FROM=generator each page answered sends its beacon at once on the pool `/` is
//    timed on (this process then pays for the beacons too, in its timing of `/`). The "before"
//    server gets `/` only (its pages carry no beacon). On a machine with more than one CPU the
//    servers run on CPU 0 alone and this process and the browsers' on the others
//    (BENCH_SERVER_CPUS, taskset), so the load generators never take a server's CPU. Shown per round and for all rounds of a rate together:
//    `/`'s p50, p99 and max, the p99's change (the criterion: all rounds' views together, ≥ 1,000
//    per server and rate; the median of the rounds' p99 is shown beside it), the beacons' p99,
//    how late the generator sent its latest view ("late", near 0 when the rate is real) and the
//    p99 of this process's own event-loop delay ("loop": what our timing may add to a view).
//    The servers run as in production, job runner included: its supervision on the embedded
//    database stalls each server for ~250 ms about once a minute, in both builds alike, and a
//    round it falls in shows it in p99 and max; JOB_WORKERS=off in the environment leaves it out.
//    Then one short closed-loop round per server (autocannon, BENCH_CONNECTIONS connections,
//    default 16, BENCH_SATURATION_SECONDS, default 5; on "after" a beacon per page answered, on a
//    pool of its own): `/` answered per second at saturation. Throughput, not the criterion.
// 2. None lost: a third server (this checkout's build, fresh database) gets exactly 10,000 beacons
//    (autocannon `amount`, 32 connections, a browser's User-Agent, four public pages in turn, as
//    the script's fetch and as the no-JavaScript image), is stopped with SIGTERM (its shutdown
//    writes the counts held in memory), and its database is opened with PGlite: `sum(views)` of
//    visit_views must be 10,000, else the run fails. The "after" server of part 1 is read the same
//    way, beside the number of beacons it answered (shown, not checked).
//
// Peak resident memory of each server under load is shown too. Timings are figures, not checks.
import { execFileSync, fork, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import autocannon from "autocannon";
import { buildIfStale } from "./build-if-stale.js";
import { NODE_FLAGS } from "./node-flags.js";
import { freePort } from "./free-port.js";

const RATES = (process.env.BENCH_RATES ?? "100,300")
  .split(",")
  .map((rate) => Number(rate.trim()))
  .filter((rate) => rate > 0);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 64);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SATURATION_SECONDS = Number(process.env.BENCH_SATURATION_SECONDS ?? 5);
const WARM_UP_SECONDS = 3;
/**
 * Who sends the beacons: "browsers", a process of their own (./bench-visits-browsers.js), as the
 * visitors' browsers do; or "generator", this process, on the pool it times `/` on (its beacon
 * work then shows in its own timing of `/`).
 */
const BEACONS_FROM = process.env.BENCH_BEACONS_FROM === "generator" ? "generator" : "browsers";
/**
 * CPUs for the servers alone (a taskset list; default "0" on a machine with more than one, "" for
 * none): this process and the browsers' move to the others, so that the load generators do not
 * take the servers' CPU (a server is one thread; on two cores they otherwise take turns with it).
 */
const SERVER_CPUS = process.env.BENCH_SERVER_CPUS ?? (os.cpus().length > 1 ? "0" : "");
if (SERVER_CPUS) {
  const others = os
    .cpus()
    .map((_, i) => i)
    .filter((i) => !SERVER_CPUS.split(",").map(Number).includes(i));
  if (others.length)
    execFileSync("taskset", ["-a", "-p", "-c", others.join(","), String(process.pid)]);
}
/** How long after its page a browser's beacon is sent: the page's answer and its parsing. */
const BEACON_DELAY_MS = 2;
/** A view sent later than this after its time makes its round's rate uneven (shown). */
const LATE_WARNING_MS = 5;
const BEFORE_REV = process.env.BENCH_BEFORE_REV ?? "87b28bb^";
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const VIEWS = 10_000;
const VIEW_CONNECTIONS = 32;
const HOST = "127.0.0.1";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** What desktop Chrome sends for a page it navigates to (typed address: no Referer). */
const PAGE_HEADERS = {
  "user-agent": BROWSER,
  accept:
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8",
  "accept-encoding": "gzip, br",
  "accept-language": "en-GB,en;q=0.9",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
  "sec-fetch-user": "?1",
  "upgrade-insecure-requests": "1",
};
/** What the page's inline script's fetch(…, {keepalive: true, credentials: "omit"}) sends. */
const FETCH_HEADERS = {
  "user-agent": BROWSER,
  accept: "*/*",
  "accept-encoding": "gzip, br",
  "accept-language": "en-GB,en;q=0.9",
  "sec-fetch-dest": "empty",
  "sec-fetch-mode": "cors",
  "sec-fetch-site": "same-origin",
};
/** What the <noscript> image sends (the page is known from its Referer only). */
const IMAGE_HEADERS = {
  "user-agent": BROWSER,
  accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8",
  "accept-encoding": "gzip, br",
  "accept-language": "en-GB,en;q=0.9",
  "sec-fetch-dest": "image",
  "sec-fetch-mode": "no-cors",
  "sec-fetch-site": "same-origin",
};
/** The pages the 10,000 views are spread over, in turn. */
const PAGES = ["/", "/about", "/contact", "/dental-iq"];

// Everything started is undone here, last first, on success, error or Ctrl-C.
const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const undo = cleanups.pop();
      try {
        await undo();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the temporary files...`);
    void cleanup().finally(() => process.exit(130));
  });

/** Resident memory of a process in bytes (Linux /proc; 0 elsewhere). */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)/.exec(status);
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function waitFor(url, child, timeoutMs = 120_000) {
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

/** Runs a command; resolves with its output, rejects with the output's end when it fails. */
function exec(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(
              `${command} ${args.join(" ")} failed (${code ?? signal}):\n${output.trim().split("\n").slice(-30).join("\n")}`,
            ),
          ),
    );
  });
}

/** SIGTERM (the server's graceful stop), SIGKILL after 30 s; resolves with the exit code. */
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      return resolve(child.exitCode ?? child.signalCode);
    const kill = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.once("exit", (code, signal) => {
      clearTimeout(kill);
      resolve(code ?? signal);
    });
    child.kill("SIGTERM");
  });
}

/**
 * The build before counting: a detached worktree of BEFORE_REV in `tmp`, this checkout's
 * node_modules linked into it, `npm run build` with the Node running this script first on PATH.
 * Returns its directory; the worktree is removed at cleanup.
 */
async function beforeBuild(tmp) {
  if (BEFORE_DIR) return path.resolve(BEFORE_DIR);
  const root = (await exec("git", ["rev-parse", "--show-toplevel"])).trim();
  const rev = (await exec("git", ["rev-parse", "--short", BEFORE_REV])).trim();
  const dir = path.join(tmp, "before");
  console.log(`Building the build before (${BEFORE_REV} = ${rev}) in a worktree, ${dir}...`);
  await exec("git", ["worktree", "add", "--detach", dir, rev], { cwd: root });
  cleanups.push(async () => {
    // The link first, so that nothing removing the worktree can reach the real node_modules.
    fs.rmSync(path.join(dir, "node_modules"), { force: true });
    await exec("git", ["worktree", "remove", "--force", dir], { cwd: root });
  });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  const nodeBin = path.dirname(process.execPath);
  await exec("npm", ["run", "build"], {
    cwd: dir,
    env: {
      ...process.env,
      PATH: `${nodeBin}${path.delimiter}${process.env.PATH}`,
      NODE_ENV: "production",
      BUILD_DIR: "build",
    },
  });
  return dir;
}

/** A production server of the build in `dir`, on a fresh embedded database under `tmp`. */
async function startServer(name, dir, buildDir, tmp) {
  const dataDir = fs.mkdtempSync(path.join(tmp, `${name}-data-`));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    LOCAL_RUN: "1",
    HSTS: "off",
    // Warnings and errors only, kept (the last lines) to show if the server fails to start.
    LOG_LEVEL: "warn",
    PORT: String(port),
    HOST,
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  // BENCH_SERVER_CPUS: the servers on those CPUs only (taskset), the load on the others.
  const [command, args] = SERVER_CPUS
    ? ["taskset", ["-c", SERVER_CPUS, process.execPath, ...NODE_FLAGS, "server.js"]]
    : [process.execPath, [...NODE_FLAGS, "server.js"]];
  const child = spawn(command, args, {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = { name, child, dataDir, base: `http://${HOST}:${port}`, peakRss: 0, log: [] };
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (chunk) => {
      server.log = [...server.log, ...String(chunk).trimEnd().split("\n")].slice(-20);
    });
  const sampler = setInterval(() => {
    server.peakRss = Math.max(server.peakRss, rssOf(child.pid));
  }, 100);
  cleanups.push(async () => {
    clearInterval(sampler);
    await stop(child);
  });
  try {
    await waitFor(`${server.base}/healthz`, child);
  } catch (error) {
    throw new Error(
      `The ${name} server did not start: ${error.message}\n${server.log.slice(-20).join("\n")}`,
    );
  }
  return server;
}

/** The value at quantile q of sorted numbers (nearest rank). */
function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** One GET on `agent`; calls `done(statusCode | null, milliseconds, headers)` at its last byte. */
function get(agent, base, requestPath, headers, done) {
  const { hostname, port } = new URL(base);
  const startedAt = performance.now();
  let settled = false;
  const finish = (status, responseHeaders = {}) => {
    if (settled) return;
    settled = true;
    done(status, performance.now() - startedAt, responseHeaders);
  };
  const request = http.get({ agent, hostname, port, path: requestPath, headers }, (response) => {
    response.resume();
    response.once("end", () => finish(response.statusCode, response.headers));
    response.once("error", () => finish(null));
  });
  request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
  request.once("error", () => finish(null));
}

/** The beacons of an open-loop round from the browsers' own process; resolves with their stats. */
function browserBeacons({ base, rate, seconds, startAt }) {
  const child = fork(path.join(import.meta.dirname, "bench-visits-browsers.js"), {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.send({
    base,
    rate,
    seconds,
    startAt,
    delayMs: BEACON_DELAY_MS,
    headers: { ...FETCH_HEADERS, referer: `${base}/` },
    sockets: SOCKETS,
  });
  return new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the browsers' process stopped with ${code}`));
    });
  });
}

/**
 * Open loop: `rate` page views a second on `server` for `seconds`, view i sent at start + i / rate
 * whatever the earlier ones are doing (the timer catches up, it does not drift), on one keep-alive
 * pool of SOCKETS sockets; with `beacon`, each page answered sends its beacon on the same pool at
 * once. Resolves when every request sent has its answer.
 */
async function openLoop(server, rate, seconds, beacon) {
  const fromBrowsers = beacon && BEACONS_FROM === "browsers";
  // Both processes start on the same epoch millisecond, a moment from now.
  const startAt = performance.timeOrigin + performance.now() + 300;
  const browsers = fromBrowsers
    ? browserBeacons({ base: server.base, rate, seconds, startAt })
    : undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  let opened = 0;
  const createConnection = agent.createConnection.bind(agent);
  agent.createConnection = (...args) => {
    opened += 1;
    return createConnection(...args);
  };
  const views = Math.round(rate * seconds);
  const page = { latencies: [], other: 0, errors: 0, misses: 0 };
  const beacons = { sent: 0, answered: 0, failures: 0, latencies: [] };
  let inFlight = 0;
  let maxInFlight = 0;
  let lagMax = 0;
  let settledAll;
  const allSettled = new Promise((resolve) => (settledAll = resolve));
  let sentAll = false;
  const started = () => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
  };
  const ended = () => {
    inFlight -= 1;
    if (inFlight === 0 && sentAll) settledAll();
  };
  const sendBeacon = () => {
    beacons.sent += 1;
    started();
    get(
      agent,
      server.base,
      "/api/visit?p=%2F",
      { ...FETCH_HEADERS, referer: `${server.base}/` },
      (status, time) => {
        if (status === 204) {
          beacons.answered += 1;
          beacons.latencies.push(time);
        } else beacons.failures += 1;
        ended();
      },
    );
  };
  const sendView = () => {
    started();
    get(agent, server.base, "/", PAGE_HEADERS, (status, time, headers) => {
      if (status === 200) {
        page.latencies.push(time);
        if (headers["x-page-cache"] !== "HIT") page.misses += 1;
        if (beacon && !fromBrowsers) sendBeacon();
      } else if (status === null) page.errors += 1;
      else page.other += 1;
      ended();
    });
  };
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const interval = 1000 / rate;
  const start = startAt - performance.timeOrigin;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, start - performance.now())));
  await new Promise((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < views && start + next * interval <= now) {
        lagMax = Math.max(lagMax, now - (start + next * interval));
        sendView();
        next += 1;
      }
      if (next < views) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  sentAll = true;
  if (inFlight > 0) await allSettled;
  loop.disable();
  agent.destroy();
  if (browsers) Object.assign(beacons, await browsers);
  page.latencies.sort((a, b) => a - b);
  beacons.latencies.sort((a, b) => a - b);
  return {
    views,
    latencies: page.latencies,
    p50: quantile(page.latencies, 0.5),
    p99: quantile(page.latencies, 0.99),
    max: page.latencies.at(-1) ?? NaN,
    errors: page.errors + page.other,
    misses: page.misses,
    beacons: beacon ? beacons : null,
    beaconP99: beacon ? quantile(beacons.latencies, 0.99) : null,
    lagMax,
    loopP99: loop.percentile(99) / 1e6,
    maxInFlight,
    sockets: opened,
  };
}

/**
 * The beacons of a closed-loop run: `send()` for each page view, at once, on a keep-alive pool of
 * CONNECTIONS sockets of its own (further ones queue in the agent).
 */
function beaconSender(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const stats = { sent: 0, answered: 0, failures: 0 };
  let pending = 0;
  let drained;
  return {
    stats,
    send() {
      stats.sent += 1;
      pending += 1;
      get(agent, base, "/api/visit?p=%2F", { ...FETCH_HEADERS, referer: `${base}/` }, (status) => {
        if (status === 204) stats.answered += 1;
        else stats.failures += 1;
        pending -= 1;
        if (pending === 0) drained?.();
      });
    },
    /** Resolves once every beacon sent has its answer (or error), then closes the pool. */
    async drain() {
      if (pending > 0) await new Promise((resolve) => (drained = resolve));
      agent.destroy();
    },
  };
}

/**
 * Closed loop, at saturation: `/` on `server` for `seconds` at CONNECTIONS connections (autocannon);
 * with `beacons`, each page answered sends its beacon. Returns `/` answered per second.
 */
async function saturate(server, seconds, beacons) {
  let answered = 0;
  const instance = autocannon({
    url: `${server.base}/`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    headers: PAGE_HEADERS,
  });
  instance.on("response", (_client, statusCode) => {
    if (statusCode !== 200) return;
    answered += 1;
    beacons?.send();
  });
  const result = await instance;
  await beacons?.drain();
  return {
    rps: answered / seconds,
    errors: result.errors + result.timeouts + result.non2xx,
    beacons: beacons?.stats ?? null,
  };
}

/** The views written to the database of a stopped server (its PGlite directory, opened here). */
async function viewsIn(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = new PGlite(path.join(dataDir, "pglite"), {
    postgresqlconf: ["shared_buffers=16MB"],
    extensions: { pg_trgm },
  });
  try {
    const { rows } = await db.query(
      "select coalesce(sum(views), 0)::int as views from visit_views",
    );
    return rows[0].views;
  } finally {
    await db.close();
  }
}

const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
const ms = (value) =>
  value === null || value === undefined || Number.isNaN(value) ? "" : value.toFixed(2);
const percent = (value) => `${value >= 0 ? "+" : ""}${value.toFixed(1)} %`;
const change = (after, before) => percent((after / before - 1) * 100);

async function main() {
  // First: a failed build exits the process at once, before anything needs cleaning up.
  if (buildIfStale()) console.log("Built the production bundle.");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-visits-"));
  const modules = path.join(tmp, "node_modules");
  cleanups.push(() => {
    fs.rmSync(modules, { force: true });
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  // The servers run a copy, so that a rebuild in the checkout during the run (another `npm test`,
  // `npm start`) cannot take the build from under them; the link lets its imports resolve.
  const built = path.resolve(process.env.BUILD_DIR ?? "build");
  const afterBuildDir = path.join(tmp, "after-build");
  fs.cpSync(built, afterBuildDir, { recursive: true });
  if (!fs.existsSync(path.join(afterBuildDir, ".stamp")))
    throw new Error(`${built} is not a complete build (a build was running there?)`);
  fs.symlinkSync(path.resolve("node_modules"), modules, "dir");
  const beforeDir = await beforeBuild(tmp);

  console.log("Starting both servers (fresh embedded databases)...");
  const before = await startServer("before", beforeDir, "build", tmp);
  const after = await startServer("after", process.cwd(), afterBuildDir, tmp);
  const beaconStatus = (server) =>
    fetch(`${server.base}/api/visit?p=%2F`, {
      headers: { ...FETCH_HEADERS, referer: `${server.base}/` },
    }).then((r) => r.status);
  const missing = await beaconStatus(before);
  const counted = await beaconStatus(after);
  if (counted !== 204) throw new Error(`/api/visit on this build answered ${counted}, not 204`);
  let afterAnswered = 1;
  console.log(`/api/visit answers ${missing} before, ${counted} after.`);

  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs; open loop at ${RATES.join(" and ")} views/s, ` +
      `${ROUNDS} rounds of ${SECONDS} s per server and rate, ${SOCKETS} sockets at most ` +
      `(after ${WARM_UP_SECONDS} s of warm-up each); beacons from the ${BEACONS_FROM === "browsers" ? "browsers' own process" : "generator timing /"}; then ${SATURATION_SECONDS} s at saturation ` +
      `(${CONNECTIONS} connections) per server.`,
  );
  const warmUpRate = Math.max(...RATES);
  await openLoop(before, warmUpRate, WARM_UP_SECONDS, false);
  const warm = await openLoop(after, warmUpRate, WARM_UP_SECONDS, true);
  afterAnswered += warm.beacons.answered;
  // What a view gets: the page cache's copy, compressed.
  const probe = async (server) => {
    const response = await new Promise((resolve, reject) =>
      http
        .get(`${server.base}/`, { headers: PAGE_HEADERS }, (r) => {
          let bytes = 0;
          r.on("data", (chunk) => (bytes += chunk.length));
          r.once("end", () => resolve({ ...r.headers, bytes, status: r.statusCode }));
        })
        .once("error", reject),
    );
    return `${response.status}, ${response["content-encoding"] ?? "identity"} ${response.bytes} bytes, cache ${response["x-page-cache"] ?? "-"}`;
  };
  console.log(`GET / answers: before ${await probe(before)}; after ${await probe(after)}.\n`);

  before.peakRss = 0;
  after.peakRss = 0;
  const runs = [];
  for (const rate of RATES) {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 === 1 ? [before, after] : [after, before];
      for (const server of order) {
        const result = await openLoop(server, rate, SECONDS, server === after);
        if (server === after) afterAnswered += result.beacons.answered;
        runs.push({ rate, round, name: server.name, ...result });
      }
    }
  }

  const saturation = {};
  for (const server of [before, after]) {
    const beacons = server === after ? beaconSender(after.base) : undefined;
    saturation[server.name] = await saturate(server, SATURATION_SECONDS, beacons);
    if (beacons) afterAnswered += beacons.stats.answered;
  }
  const loadPeak = { before: before.peakRss, after: after.peakRss };

  await stop(before.child);
  const afterExit = await stop(after.child);
  const afterViews = await viewsIn(after.dataDir);

  // None lost: exactly VIEWS beacons on a fresh server, then its database's count.
  console.log(`Sending ${VIEWS.toLocaleString("en-GB")} views to a third, fresh server...\n`);
  const third = await startServer("views", process.cwd(), afterBuildDir, tmp);
  third.peakRss = 0;
  let answered = 0;
  const startedAt = performance.now();
  const instance = autocannon({
    url: third.base,
    connections: VIEW_CONNECTIONS,
    amount: VIEWS,
    timeout: 10,
    // Each page as the script's fetch (with the referring site for half of them) and as the
    // no-JavaScript image (no query: the page is the Referer's).
    requests: PAGES.flatMap((page, i) => [
      {
        method: "GET",
        path: `/api/visit?p=${encodeURIComponent(page)}${i % 2 === 1 ? "&r=www.google.com" : ""}`,
        headers: { ...FETCH_HEADERS, referer: `${third.base}${page}` },
      },
      {
        method: "GET",
        path: "/api/visit",
        headers: { ...IMAGE_HEADERS, referer: `${third.base}${page}` },
      },
    ]),
  });
  instance.on("response", (_client, statusCode) => {
    if (statusCode === 204) answered += 1;
  });
  const viewsResult = await instance;
  const viewsSeconds = (performance.now() - startedAt) / 1000;
  const viewsPeak = third.peakRss;
  const thirdExit = await stop(third.child);
  const views = await viewsIn(third.dataDir);

  // The tables.
  console.log(
    `Open loop: latency of / from its request to its last byte, ${SECONDS} s per server and round.`,
  );
  const columns = [
    ["Rate/s", 6, "start"],
    ["Round", 5, "start"],
    ["Build", 6, "start"],
    ["views", 6],
    ["p50 ms", 7],
    ["p99 ms", 7],
    ["max ms", 7],
    ["p99 Δ", 8],
    ["errors", 6],
    ["beacon p99", 10],
    ["late ms", 7],
    ["loop p99", 8],
  ];
  const row = (cells) =>
    cells
      .map((cell, i) =>
        columns[i][2] === "start"
          ? String(cell).padEnd(columns[i][1])
          : String(cell).padStart(columns[i][1]),
      )
      .join(" ");
  const header = row(columns.map(([title]) => title));
  const line = (rate, label, r, delta = "") =>
    console.log(
      row([
        rate,
        label,
        r.name,
        r.latencies.length,
        ms(r.p50),
        ms(r.p99),
        ms(r.max),
        delta,
        r.errors,
        ms(r.beaconP99),
        ms(r.lagMax),
        ms(r.loopP99),
      ]),
    );
  console.log(header);
  console.log("-".repeat(header.length));
  const verdicts = [];
  for (const rate of RATES) {
    const ofRate = runs.filter((r) => r.rate === rate);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const pair = ofRate.filter((r) => r.round === round);
      const b = pair.find((r) => r.name === "before");
      const a = pair.find((r) => r.name === "after");
      for (const [i, r] of pair.entries())
        line(
          i === 0 && round === 1 ? rate : "",
          i === 0 ? round : "",
          r,
          r === a ? change(a.p99, b.p99) : "",
        );
    }
    const pooled = (name) => {
      const of = ofRate.filter((r) => r.name === name);
      const latencies = of.flatMap((r) => r.latencies).sort((x, y) => x - y);
      const beaconLatencies = of.flatMap((r) => r.beacons?.latencies ?? []).sort((x, y) => x - y);
      return {
        name,
        latencies,
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        max: latencies.at(-1),
        medianP99: median(of.map((r) => r.p99)),
        errors: of.reduce((sum, r) => sum + r.errors, 0),
        misses: of.reduce((sum, r) => sum + r.misses, 0),
        beaconP99: name === "after" ? quantile(beaconLatencies, 0.99) : null,
        beaconFailures: of.reduce((sum, r) => sum + (r.beacons?.failures ?? 0), 0),
        lagMax: Math.max(...of.map((r) => r.lagMax)),
        loopP99: median(of.map((r) => r.loopP99)),
        maxInFlight: Math.max(...of.map((r) => r.maxInFlight)),
        sockets: Math.max(...of.map((r) => r.sockets)),
      };
    };
    const b = pooled("before");
    const a = pooled("after");
    const pooledChange = (a.p99 / b.p99 - 1) * 100;
    const medianChange = (a.medianP99 / b.medianP99 - 1) * 100;
    line("", "all", b);
    line("", "", a, percent(pooledChange));
    console.log("-".repeat(header.length));
    verdicts.push({ rate, b, a, pooledChange, medianChange });
  }
  for (const { rate, b, a, pooledChange, medianChange } of verdicts)
    console.log(
      `${rate} views/s: /'s p99 ${ms(b.p99)} → ${ms(a.p99)} ms, ${percent(pooledChange)} ` +
        `(${pooledChange < 5 ? "under" : "NOT under"} +5 %); median of the rounds' p99 ${ms(b.medianP99)} → ` +
        `${ms(a.medianP99)} ms, ${percent(medianChange)}. Beacons not answered 204: ${a.beaconFailures}; ` +
        `pages not from the cache: ${b.misses} before, ${a.misses} after; ` +
        `generator: at most ${Math.max(b.maxInFlight, a.maxInFlight)} requests in flight on ` +
        `${Math.max(b.sockets, a.sockets)} sockets (of ${SOCKETS}), latest send ${ms(Math.max(b.lagMax, a.lagMax))} ms behind.`,
    );
  const lateMax = Math.max(...runs.map((r) => r.lagMax));
  if (lateMax > LATE_WARNING_MS)
    console.log(
      `Note: the generator sent a view up to ${ms(lateMax)} ms after its time (over ${LATE_WARNING_MS} ms): ` +
        `this process did not get the CPU in time (a busy machine), so views went out in bursts ` +
        `and those rounds are not at an even rate.`,
    );
  console.log(
    `\nSaturation (${CONNECTIONS} connections, ${SATURATION_SECONDS} s each; throughput, not the criterion): ` +
      `/ answered ${saturation.before.rps.toFixed(0)}/s before, ${saturation.after.rps.toFixed(0)}/s after ` +
      `(${change(saturation.after.rps, saturation.before.rps)}), the after server also answering ` +
      `${(saturation.after.beacons.answered / SATURATION_SECONDS).toFixed(0)} beacons/s; ` +
      `errors ${saturation.before.errors} before, ${saturation.after.errors} after.`,
  );
  console.log(
    `Peak resident memory under load: before ${mb(loadPeak.before)}, after ${mb(loadPeak.after)}; the 10,000 views' server ${mb(viewsPeak)}.`,
  );
  console.log(
    `Side-by-side load: the after server counted ${afterViews} views for ${afterAnswered} beacons answered (stopped with exit ${afterExit}).`,
  );
  console.log(
    `10,000 views at ${VIEW_CONNECTIONS} connections: ${viewsSeconds.toFixed(2)} s (${(VIEWS / viewsSeconds).toFixed(0)}/s), ${answered} answered 204, ${viewsResult.non2xx} non-2xx, ${viewsResult.errors + viewsResult.timeouts} errors; the server stopped with exit ${thirdExit}.`,
  );
  console.log(`views counted: ${views} of ${VIEWS}`);
  if (views !== VIEWS || answered !== VIEWS) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
