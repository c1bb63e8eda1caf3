/**
 * Two app processes against one PostgreSQL share sessions (issue 2, "Done when"): sign in
 * through one, and the other sees the session; log out through the other, and the first one
 * refuses the cookie. Runs the production build exactly as `node server.js` serves it.
 *
 * PostgreSQL: TEST_DATABASE_URL (CI always sets it); outside CI the local server at
 * postgres://postgres@127.0.0.1:5432/postgres is used when it answers. A fresh database is
 * created for the test and dropped afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect, test } from "./helpers/fixtures";
import postgres from "postgres";
import { buildIfStale } from "../../scripts/build-if-stale.js";
import { SESSION_COOKIE, STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { totpCode } from "./helpers/totp";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const STAFF = "multi-instance@durhamdata.test";
const buildDir = process.env.BUILD_DIR ?? "build";

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

/** The server where the test may create a database; fails (never skips) with how to provide one. */
async function adminDatabaseUrl(): Promise<string> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) return configured;
  if (process.env.CI) {
    throw new Error(
      "TEST_DATABASE_URL is not set: CI must provide a PostgreSQL server for the multi-instance session test.",
    );
  }
  if (await answers(LOCAL_POSTGRES)) return LOCAL_POSTGRES;
  throw new Error(
    "The multi-instance session test needs PostgreSQL. Start it (e.g. `pg_ctlcluster --skip-systemctl-redirect " +
      "$(ls /etc/postgresql) main start`) or set TEST_DATABASE_URL=postgres://user@host:5432/postgres, then run " +
      "`npx playwright test tests/e2e/auth-multi-instance.spec.ts`.",
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
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

let adminUrl: string;
let databaseName: string;
let databaseUrl: string;
const servers: { child: ChildProcess; base: string }[] = [];

async function startServer(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  servers.push({ child, base });
  await waitForHealth(base, child, () => output);
  return base;
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  adminUrl = await adminDatabaseUrl();
  databaseName = `e2e_sessions_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();

  // The webServer has built BUILD_DIR already; build only if it is somehow missing.
  if (!fs.existsSync(path.resolve(buildDir, "server/index.js"))) buildIfStale({ buildDir });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOCAL_RUN: "1",
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"), // the same for both instances
    DATABASE_URL: databaseUrl,
    BUILD_DIR: buildDir,
    HSTS: "off",
    LOG_LEVEL: "silent",
  };
  // One at a time: the first applies the migrations, then the staff account, then the second.
  await startServer(env);
  const created = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    [
      "scripts/admin.ts",
      "create",
      "--email",
      STAFF,
      "--totp-secret",
      STAFF_TOTP_SECRET,
      "--password-stdin",
    ],
    { env, encoding: "utf8", input: STAFF_PASSWORD },
  );
  if (created.status !== 0) throw new Error(`creating the staff account failed: ${created.stderr}`);
  await startServer(env);
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  if (adminUrl && databaseName) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

test("a session made on one instance is valid on the other, and logout on either revokes it", async ({
  request,
}) => {
  const [first, second] = servers.map((s) => s.base);

  const login = await request.post(`${first}/api/auth/login`, {
    data: { email: STAFF, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
  });
  expect(login.status()).toBe(200);
  expect(await login.json()).toEqual({ authenticated: true, user: { email: STAFF } });
  const setCookie = login.headers()["set-cookie"] ?? "";
  expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
  const cookie = setCookie.split(";")[0];

  const onSecond = await request.get(`${second}/api/auth/status`, { headers: { Cookie: cookie } });
  expect(await onSecond.json()).toMatchObject({ authenticated: true, user: { email: STAFF } });

  const logout = await request.post(`${second}/api/auth/logout`, { headers: { Cookie: cookie } });
  expect(logout.status()).toBe(200);

  const onFirst = await request.get(`${first}/api/auth/status`, { headers: { Cookie: cookie } });
  expect(await onFirst.json()).toEqual({ authenticated: false, token: null });
});
