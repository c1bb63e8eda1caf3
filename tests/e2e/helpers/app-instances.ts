/**
 * Several app processes on one PostgreSQL, for the specs that need more than the shared e2e
 * server (sessions across instances, scheduled posts on every instance): a fresh database on the
 * test PostgreSQL server, and `node server.js` started on a free loopback port.
 *
 * PostgreSQL: TEST_DATABASE_URL (CI always sets it); outside CI the local server at
 * postgres://postgres@127.0.0.1:5432/postgres is used when it answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import postgres from "postgres";
import { freePort } from "../../../scripts/free-port.js";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

async function answers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** The server where a test may create a database; fails (never skips) with how to provide one. */
async function adminDatabaseUrl(test: string, spec: string): Promise<string> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) return configured;
  if (process.env.CI) {
    throw new Error(
      `TEST_DATABASE_URL is not set: CI must provide a PostgreSQL server for ${test}.`,
    );
  }
  if (await answers(LOCAL_POSTGRES)) return LOCAL_POSTGRES;
  throw new Error(
    `${test} needs PostgreSQL. Start it (e.g. \`pg_ctlcluster --skip-systemctl-redirect ` +
      "$(ls /etc/postgresql) main start`) or set TEST_DATABASE_URL=postgres://user@host:5432/postgres, then run " +
      `\`npx playwright test ${spec}\`.`,
  );
}

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh database named `{prefix}_{random}` for `test` (in words) of `spec`; drop() removes it. */
export async function createTestDatabase(
  prefix: string,
  test: string,
  spec: string,
): Promise<TestDatabase> {
  const adminUrl = await adminDatabaseUrl(test, spec);
  const name = `${prefix}_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}

async function waitForHealth(base: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${base} did not become healthy:\n${log()}`);
}

export interface AppInstance {
  child: ChildProcess;
  base: string;
}

/**
 * `node server.js` with `env` on a free loopback port, added to `started` at once (so one that
 * never answers is stopped with the others), returned once /healthz answers.
 */
export async function startAppInstance(
  env: NodeJS.ProcessEnv,
  started: AppInstance[],
): Promise<AppInstance> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const instance = { child, base: `http://127.0.0.1:${port}` };
  started.push(instance);
  await waitForHealth(instance.base, child, () => output);
  return instance;
}

/** Resolves once the process has exited, after `signal` if it was still running. */
export const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
