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
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./helpers/fixtures";
import postgres from "postgres";
import { buildIfStale } from "../../scripts/build-if-stale.js";
import { STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { totpCode } from "./helpers/totp";
import {
  type AppInstance,
  type TestDatabase,
  createTestDatabase,
  startAppInstance,
  stopped,
} from "./helpers/app-instances";

const STAFF = "posts-instances@durhamdata.test";
const buildDir = process.env.BUILD_DIR ?? "build";

let database: TestDatabase | undefined;
let databaseUrl: string;
let servers: AppInstance[] = [];

async function startServer(env: NodeJS.ProcessEnv) {
  return (await startAppInstance(env, servers)).base;
}

let serverEnv: NodeJS.ProcessEnv;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createTestDatabase(
    "e2e_posts",
    "The scheduled posts' multi-instance test",
    "tests/e2e/posts-schedule-instances.spec.ts",
  );
  databaseUrl = database.url;
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

test.afterAll(async () => {
  await Promise.all(servers.map(({ child }) => stopped(child, "SIGTERM")));
  await database?.drop();
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

test("a post scheduled seconds ahead goes live on both instances, in their feeds, sitemaps and home pages' latest three @js-only", async ({
  request,
}) => {
  const [first, second] = servers.map((s) => s.base);
  const cookie = await signedIn(request, first);
  const at = new Date(Date.now() + 6_000);
  const { slug } = await scheduledPost(request, first, cookie, "Cash flow on time", at);

  // Before its time: not on either, and each has its feed and sitemap in its page cache.
  for (const base of [first, second]) {
    expect((await request.get(`${base}/blog/${slug}`)).status()).toBe(404);
    for (const page of ["/blog/feed.xml", "/sitemap.xml", "/"]) {
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
    // The home page's latest three: the newest post first.
    expect(await (await request.get(`${base}/`)).text()).toContain(`href="/blog/${slug}"`);
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
