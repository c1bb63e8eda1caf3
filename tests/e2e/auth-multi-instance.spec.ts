/**
 * Two app processes against one PostgreSQL share sessions (issue 2, "Done when"): sign in
 * through one, and the other sees the session; log out through the other, and the first one
 * refuses the cookie. Runs the production build exactly as `node server.js` serves it.
 *
 * PostgreSQL: TEST_DATABASE_URL (CI always sets it); outside CI the local server at
 * postgres://postgres@127.0.0.1:5432/postgres is used when it answers. A fresh database is
 * created for the test and dropped afterwards.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./helpers/fixtures";
import { buildIfStale } from "../../scripts/build-if-stale.js";
import { SESSION_COOKIE, STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { totpCode } from "./helpers/totp";
import {
  type AppInstance,
  type TestDatabase,
  createTestDatabase,
  startAppInstance,
  stopped,
} from "./helpers/app-instances";

const STAFF = "multi-instance@durhamdata.test";
const buildDir = process.env.BUILD_DIR ?? "build";

let database: TestDatabase | undefined;
const servers: AppInstance[] = [];
const startServer = (env: NodeJS.ProcessEnv) => startAppInstance(env, servers);

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createTestDatabase(
    "e2e_sessions",
    "The multi-instance session test",
    "tests/e2e/auth-multi-instance.spec.ts",
  );

  // The webServer has built BUILD_DIR already; build only if it is somehow missing.
  if (!fs.existsSync(path.resolve(buildDir, "server/index.js"))) buildIfStale({ buildDir });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOCAL_RUN: "1",
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"), // the same for both instances
    DATABASE_URL: database.url,
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
  await Promise.all(servers.map(({ child }) => stopped(child, "SIGTERM")));
  await database?.drop();
});

test("a session made on one instance is valid on the other, and logout on either revokes it @http", async ({
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
