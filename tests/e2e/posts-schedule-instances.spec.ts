/**
 * Scheduled posts on real servers (the "Done when" of scheduling that never misses): two
 * production processes (`node server.js`) on one PostgreSQL. A post scheduled a few seconds ahead
 * goes live on both within seconds of its time, and is in both one's feed and sitemap (each had
 * them cached before: the NOTIFY dropped them). A post whose time passes while the only server is
 * SIGKILLed goes live when it starts, and its CRM page says it went out late and by how much.
 * Driven by HTTP only (no page in a browser), so it runs in one project.
 *
 * PostgreSQL as tests/e2e/auth-multi-instance.spec.ts: TEST_DATABASE_URL, else the local server;
 * a fresh database is created for the test and dropped afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./helpers/fixtures";
import postgres from "postgres";
import { buildIfStale } from "../../scripts/build-if-stale.js";
import { STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { totpCode } from "./helpers/totp";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const STAFF = "posts-instances@durhamdata.test";
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
      "TEST_DATABASE_URL is not set: CI must provide a PostgreSQL server for the scheduled posts' multi-instance test.",
    );
  }
  if (await answers(LOCAL_POSTGRES)) return LOCAL_POSTGRES;
  throw new Error(
    "The scheduled posts' multi-instance test needs PostgreSQL. Start it (e.g. `pg_ctlcluster --skip-systemctl-redirect " +
      "$(ls /etc/postgresql) main start`) or set TEST_DATABASE_URL=postgres://user@host:5432/postgres, then run " +
      "`npx playwright test tests/e2e/posts-schedule-instances.spec.ts`.",
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
let servers: { child: ChildProcess; base: string }[] = [];

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

let serverEnv: NodeJS.ProcessEnv;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  adminUrl = await adminDatabaseUrl();
  databaseName = `e2e_posts_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  if (!fs.existsSync(path.resolve(buildDir, "server/index.js"))) buildIfStale({ buildDir });
  serverEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOCAL_RUN: "1",
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: "https://www.example.co.uk",
    BUILD_DIR: buildDir,
    HSTS: "off",
    LOG_LEVEL: "silent",
  };
  await startServer(serverEnv);
  const created = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    [
      "scripts/admin.ts",
      "create",
      "--email",
      STAFF,
      "--role",
      "admin",
      "--totp-secret",
      STAFF_TOTP_SECRET,
      "--password-stdin",
    ],
    { env: serverEnv, encoding: "utf8", input: STAFF_PASSWORD },
  );
  if (created.status !== 0) throw new Error(`creating the staff account failed: ${created.stderr}`);
  await startServer(serverEnv);
});

const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });

test.afterAll(async () => {
  await Promise.all(servers.map(({ child }) => stopped(child, "SIGTERM")));
  if (adminUrl && databaseName) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

let session = "";

/** One sign-in for the file: a second within the same 30 s would replay the code (refused). */
async function signedIn(request: APIRequestContext, base: string): Promise<string> {
  if (session) return session;
  const login = await request.post(`${base}/api/auth/login`, {
    data: { email: STAFF, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
  });
  expect(login.status()).toBe(200);
  session = (login.headers()["set-cookie"] ?? "").split(";")[0];
  return session;
}

async function scheduledPost(
  request: APIRequestContext,
  base: string,
  cookie: string,
  title: string,
  at: Date,
): Promise<{ id: number; slug: string }> {
  const made = await request.post(`${base}/api/crm/posts`, {
    headers: { Cookie: cookie },
    data: { title, category: "Finance", excerpt: "On time.", content: `## ${title}\n\nOn time.` },
  });
  expect(made.status()).toBe(201);
  const { post } = (await made.json()) as { post: { id: number; slug: string } };
  const scheduled = await request.post(`${base}/api/crm/posts/${post.id}/schedule`, {
    headers: { Cookie: cookie },
    data: { at: at.toISOString() },
  });
  expect(scheduled.status()).toBe(200);
  return post;
}

test("a post scheduled seconds ahead goes live on both instances, in their feeds and sitemaps @js-only", async ({
  request,
}) => {
  const [first, second] = servers.map((s) => s.base);
  const cookie = await signedIn(request, first);
  const at = new Date(Date.now() + 6_000);
  const { slug } = await scheduledPost(request, first, cookie, "Cash flow on time", at);

  // Before its time: not on either, and each has its feed and sitemap in its page cache.
  for (const base of [first, second]) {
    expect((await request.get(`${base}/blog/${slug}`)).status()).toBe(404);
    for (const page of ["/blog/feed.xml", "/sitemap.xml"]) {
      await request.get(`${base}${page}`);
      const again = await request.get(`${base}${page}`);
      expect(await again.text()).not.toContain(slug);
    }
  }

  // Live on both within seconds of its time.
  for (const base of [first, second])
    await expect
      .poll(async () => (await request.get(`${base}/blog/${slug}`)).status(), {
        timeout: 25_000,
        intervals: [250],
      })
      .toBe(200);
  const liveBy = Date.now();
  expect(liveBy - at.getTime()).toBeLessThan(15_000);
  for (const base of [first, second]) {
    expect(await (await request.get(`${base}/blog/feed.xml`)).text()).toContain(
      `https://www.example.co.uk/blog/${slug}`,
    );
    expect(await (await request.get(`${base}/sitemap.xml`)).text()).toContain(
      `https://www.example.co.uk/blog/${slug}`,
    );
  }
});

test("a post whose time passes while the only server is killed goes live at start, late and saying so @js-only", async ({
  request,
}) => {
  const [first] = servers.map((s) => s.base);
  const cookie = await signedIn(request, first);
  const at = new Date(Date.now() + 60 * 60_000);
  const { id, slug } = await scheduledPost(request, first, cookie, "Late but out", at);

  // Every server stops hard, before the post's time.
  await Promise.all(servers.map(({ child }) => stopped(child, "SIGKILL")));
  servers = [];
  // While they are down the time passes: the schedule is moved to 90 minutes ago, as if the
  // servers had been down since before it.
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await sql`update posts set scheduled_at = now() - interval '90 minutes' where id = ${id}`;
  await sql.end();

  // One server starts: the post is live at once.
  const base = await startServer(serverEnv);
  await expect
    .poll(async () => (await request.get(`${base}/blog/${slug}`)).status(), {
      timeout: 15_000,
      intervals: [250],
    })
    .toBe(200);
  // The session is in the database: it outlives the servers (a new sign-in would replay the code).
  const fresh = cookie;
  const page = await request.get(`${base}/crm/posts/${id}`, { headers: { Cookie: fresh } });
  expect(page.status()).toBe(200);
  expect(await page.text()).toMatch(
    /Went out late: 1 hour 3\d minutes after its scheduled time \(no server was running then\)\./,
  );
  const list = await request.get(`${base}/crm/posts`, { headers: { Cookie: fresh } });
  expect(await list.text()).toContain("Went out late: 1 hour 3");
  const sqlAfter = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [row] = await sqlAfter`select state, published_late_seconds from posts where id = ${id}`;
  await sqlAfter.end();
  expect(row.state).toBe("published");
  expect(row.published_late_seconds).toBeGreaterThanOrEqual(90 * 60);
});
