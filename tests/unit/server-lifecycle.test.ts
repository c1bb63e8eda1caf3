/**
 * The real server process: starts on a fresh data directory, serves /, stops cleanly on SIGTERM
 * (in-flight request answered, new connections refused, exit 0, PGlite lock released, data kept),
 * restarts on the same data, and a second `npm start` (scripts/start.js) reuses the build.
 * Runs a copy of the project (tests/unit/helpers/project-copy.ts), which its first `npm start` builds.
 * No test asserts how long anything took: a busy machine is slow, not broken. The waits below only
 * stop a hang; the start-up and restart times are measured by `npm run bench:start`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDb, setDbHandle } from "@db/client.server";
import { campaigns } from "@db/schema";
import { setInArchive } from "~/models/newsletter-archive.server";
import { isBuildStale } from "../../scripts/build-if-stale.js";
import { copyProject } from "./helpers/project-copy";
import { NODE_FLAGS, SERVER_ENV } from "../../scripts/node-flags.js";
import { isSupportedNode } from "../../scripts/node-version.js";
import { freePort } from "../../scripts/free-port.js";

const root = copyProject("dds-lifecycle-project-");
const buildDir = "build";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dds-lifecycle-"));
const lockFile = path.join(dataDir, "pglite.lock");
const children: ChildProcess[] = [];

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Long enough for any machine that is merely busy; reached only by a server that hangs. */
const HANG_MS = 60_000;

async function launch(
  script: string,
  overrides: Record<string, string | undefined> = {},
): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_ENV,
    NODE_ENV: "production",
    LOCAL_RUN: "1",
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  // With the production Node flags and environment, as `npm start` runs it: scripts/start.js then
  // serves in-process.
  const child = spawn(process.execPath, [...NODE_FLAGS, script], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

function get(
  port: number,
  urlPath: string,
): Promise<{ status: number; body: string; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            cache: res.headers["x-page-cache"] as string | undefined,
          }),
        );
      })
      .on("error", reject);
  });
}

/** Polls `urlPath` until its page holds `text` (true), or gives up after HANG_MS (false). */
async function eventuallyContains(port: number, urlPath: string, text: string): Promise<boolean> {
  for (const giveUpAt = Date.now() + HANG_MS; Date.now() < giveUpAt; await sleep(50))
    if ((await get(port, urlPath)).body.includes(text)) return true;
  return false;
}

/** Polls /healthz until it answers 200; gives up (a hang) after `timeoutMs`. */
async function waitUntilUp(server: Running, timeoutMs = HANG_MS): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (Date.now() < giveUpAt) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    const ok = await get(server.port, "/healthz").then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`not up after ${timeoutMs} ms (hung?):\n${server.output()}`);
}

// A failed test must not leave its server holding the data directory for the next one.
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await gone;
  }
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(root, { recursive: true, force: true });
});

describe("server lifecycle", () => {
  it(
    "a first `npm start` on a fresh copy (no build, no data) builds and serves /",
    async () => {
      expect(isBuildStale({ root, buildDir })).toBe(true);
      const server = await launch("scripts/start.js");
      // The build comes first: minutes on a busy machine.
      await waitUntilUp(server, 4 * HANG_MS);
      expect(server.output()).toContain("Building the site");
      // The start log names the Node it runs on: the project's own (22.22+), never an old system one.
      const node = /listening on http:\/\/\S+ \(Node (v[\d.]+)\)/.exec(server.output())?.[1];
      expect(node).toBeDefined();
      expect(isSupportedNode(node!), node).toBe(true);
      expect((await get(server.port, "/")).status).toBe(200);
      expect(JSON.parse((await get(server.port, "/healthz")).body)).toEqual({ status: "ok" });
      expect(fs.readFileSync(lockFile, "utf8")).toBe(String(server.child.pid));
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(isBuildStale({ root, buildDir })).toBe(false);
    },
    5 * HANG_MS,
  );

  it("on SIGTERM answers the request in flight, refuses new connections, exits 0 and releases the lock", async () => {
    const server = await launch("server.js");
    await waitUntilUp(server);

    // A POST whose body is still arriving when the signal comes.
    const req = http.request({
      host: "127.0.0.1",
      port: server.port,
      method: "POST",
      path: "/api/no-such-endpoint",
      agent: false,
      headers: { "Content-Type": "application/json" },
    });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on("error", reject);
      req.on("response", (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
    });
    req.write('{"half": ');
    await sleep(300);
    server.child.kill("SIGTERM");
    await sleep(500);
    // The listening socket is closed by now: a new connection is refused.
    const refusedCode = await get(server.port, "/healthz").then(
      () => "answered",
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(server.child.exitCode).toBeNull();
    req.end('"body"}');

    const reply = await inFlight;
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body)).toEqual({ message: "Not found" });
    expect(refusedCode).toBe("ECONNREFUSED");
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: shutting down/);
    expect(server.output()).toMatch(/POST \/api\/no-such-endpoint 404/);
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 120_000);

  it("/readyz: 200 once up, and 503 'stopping' from the signal on to a load balancer's connection still open", async () => {
    const server = await launch("server.js");
    await waitUntilUp(server);
    // Listening only after migrations and the job runner: ready at once.
    const ready = await get(server.port, "/readyz");
    expect(ready).toEqual({ status: 200, body: JSON.stringify({ status: "ok" }) });

    // One kept-alive connection, a request still arriving on it when SIGTERM comes, and the
    // next probe sent behind it on the same connection (the listening socket is closed by then).
    const socket = net.connect(server.port, "127.0.0.1");
    let replies = "";
    socket.on("data", (chunk) => (replies += chunk));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      'POST /api/no-such-endpoint HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 8\r\n\r\n{"a":',
    );
    await sleep(300);
    server.child.kill("SIGTERM");
    const signalled = Date.now() + HANG_MS;
    while (!server.output().includes("SIGTERM: shutting down") && Date.now() < signalled)
      await sleep(50);
    // The body's last 3 bytes, then the probe.
    socket.write("1} GET /readyz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const giveUpAt = Date.now() + HANG_MS;
    while (!replies.includes('{"status":"stopping"}') && Date.now() < giveUpAt) await sleep(50);
    socket.destroy();
    const statuses = [...replies.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
    expect(statuses).toEqual([404, 503]);
    expect(replies).toContain('{"status":"stopping"}');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it("stops on SIGINT too, leaving the data directory closed cleanly with its migrations", async () => {
    const server = await launch("server.js");
    await waitUntilUp(server);
    expect((await get(server.port, "/")).status).toBe(200);
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);

    // Closed cleanly: the data directory opens again with the migrations applied on first start.
    const db = openDb({ dataDir: path.join(dataDir, "pglite") });
    try {
      const result = await db.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        n: number;
      }[];
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 120_000);

  it("a second `npm start` (scripts/start.js) reuses the build and serves / on the same data", async () => {
    const server = await launch("scripts/start.js");
    await waitUntilUp(server);
    expect(server.output()).not.toContain("Building the site");
    expect((await get(server.port, "/")).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 240_000);

  it("a production start without SESSION_SECRET exits non-zero, naming SESSION_SECRET", async () => {
    const server = await launch("server.js", { LOCAL_RUN: undefined, SESSION_SECRET: undefined });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toMatch(/SESSION_SECRET: required in production/);
    // it stopped before opening the database
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 60_000);

  it("a malformed setting stops the start too, naming it and what it expects", async () => {
    const server = await launch("server.js", { RATE_LIMIT_FORMS: "lots" });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/RATE_LIMIT_FORMS: expected max\/window/);
  }, 60_000);

  it("two instances started together on a fresh PostgreSQL database both come up; the schema is applied once; a newsletter issue shown in the archive reaches both page caches at once", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const name = `lifecycle_${process.pid}_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const env = { DATABASE_URL: url.toString(), SESSION_SECRET: "s".repeat(40) };
      const [a, b] = await Promise.all([launch("server.js", env), launch("server.js", env)]);
      await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
      expect((await get(a.port, "/healthz")).status).toBe(200);
      expect((await get(b.port, "/healthz")).status).toBe(200);
      const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
      try {
        const applied = await db`select count(*)::int as n from drizzle.__drizzle_migrations`;
        const files = fs
          .readdirSync(path.join(root, "db/migrations"))
          .filter((f) => f.endsWith(".sql"));
        expect(applied[0].n).toBe(files.length);
      } finally {
        await db.end();
      }
      // Both cache the archive; an issue shown from a third process (as the CRM would) is on
      // both at once: each page cache drops the archive on the change's NOTIFY.
      const subject = "Shown on every instance";
      const handle = openDb({ url: url.toString() });
      setDbHandle(handle);
      try {
        const [issue] = await handle.db
          .insert(campaigns)
          .values({
            subject,
            body: "Hello",
            audience: "newsletter",
            state: "sent",
            inArchive: false,
            createdBy: "anna@durhamdata.test",
            sentAt: new Date(),
          })
          .returning();
        for (const server of [a, b]) {
          expect((await get(server.port, "/newsletter/archive")).body).not.toContain(subject);
          expect((await get(server.port, "/newsletter/archive")).cache).toBe("HIT");
        }
        expect(await setInArchive(issue.id, true, "anna@durhamdata.test")).toBe("done");
        for (const server of [a, b]) {
          expect(await eventuallyContains(server.port, "/newsletter/archive", subject)).toBe(true);
        }
      } finally {
        setDbHandle(undefined);
        await handle.close();
      }
      a.child.kill("SIGTERM");
      b.child.kill("SIGTERM");
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 150_000);

  // The server's request timeout (app/server/timeouts.ts) ends it; without one the test would hang.
  it("drops a request that declares a longer body than it sends", async () => {
    const server = await launch("server.js");
    await waitUntilUp(server);
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(server.port, "127.0.0.1", () => {
        socket.write(
          "POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
            'Content-Length: 1000\r\n\r\n{"a":',
        );
      });
      let reply = "";
      socket.on("data", (chunk) => (reply += chunk));
      socket.on("close", () => resolve(reply.split("\r\n")[0] || "closed"));
      socket.on("error", () => {});
    });
    expect(outcome).toMatch(/^(HTTP\/1\.1 408|closed)/);
    server.child.kill("SIGTERM");
    await server.exited;
  }, 150_000);

  // A pooled connection the server closes as the client reuses it fails that request with a reset.
  it("keeps an idle keep-alive connection open longer than a client's pool, and says for how long", async () => {
    const server = await launch("server.js");
    await waitUntilUp(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<net.Socket>();
    const ask = () =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.get({ host: "127.0.0.1", port: server.port, path: "/healthz", agent });
        request.on("socket", (socket) => sockets.add(socket));
        request.on("response", (res) => res.resume().on("end", () => resolve(res)));
        request.on("error", reject);
      });
    try {
      const first = await ask();
      expect(first.headers["keep-alive"]).toBe("timeout=65");
      await sleep(6_000);
      expect((await ask()).statusCode).toBe(200);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 150_000);
});
