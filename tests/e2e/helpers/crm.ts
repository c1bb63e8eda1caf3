/** Steps the CRM specs share: starting signed in as the seeded staff member, reading a toast. */
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Cookie, type Page, expect, request } from "@playwright/test";
import {
  E2E_BASE_URL,
  E2E_DATA_DIR,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  STAFF_TOTP_SECRET,
} from "../constants";
import { askRunningServer } from "~/server/admin-socket-client";
import { totpCode } from "./totp";

/**
 * One sign-in for the whole run: the session cookie of POST /api/auth/login {email, password,
 * code}, shared by every worker through a file in the e2e server's data directory (made afresh
 * for each run). A code is accepted once per account, so each worker signing in for itself would
 * collide with the others inside one 30-second step; instead the first worker to take the lock
 * file signs in and writes the cookies, and the others read them. Signing in through the form is
 * auth.spec's subject (with accounts of its own); every other CRM test starts signed in, in a
 * browser context of its own, without paying for the form again.
 */
const SESSION_FILE = path.join(E2E_DATA_DIR, "e2e-staff-session.json");
const LOCK_FILE = `${SESSION_FILE}.lock`;
let workerSession: Promise<Cookie[]> | undefined;

async function signInForTheRun(): Promise<Cookie[]> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const response = await api.post("/api/auth/login", {
      data: { email: STAFF_EMAIL, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
    });
    expect(response.status(), `the run's sign-in: ${await response.text()}`).toBe(200);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

async function sharedSession(): Promise<Cookie[]> {
  let lock: number | undefined;
  try {
    lock = fs.openSync(LOCK_FILE, "wx");
  } catch {
    // Another worker holds the lock: its cookies appear in the file.
    for (let waited = 0; waited < 20_000; waited += 100) {
      if (fs.existsSync(SESSION_FILE))
        return JSON.parse(fs.readFileSync(SESSION_FILE, "utf8")) as Cookie[];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no shared e2e session in ${SESSION_FILE} after 20 s`);
  }
  const cookies = await signInForTheRun();
  fs.writeFileSync(`${SESSION_FILE}.tmp`, JSON.stringify(cookies));
  fs.renameSync(`${SESSION_FILE}.tmp`, SESSION_FILE);
  fs.closeSync(lock);
  return cookies;
}

/**
 * Signed in without a visit: for a test whose first page is its own, or that only calls the API
 * (page.request shares the context's cookies). A visit to the dashboard it does not look at costs
 * its render and, with JavaScript, the CRM's scripts.
 */
export async function useStaffSession(page: Page) {
  workerSession ??= sharedSession();
  await page.context().addCookies(await workerSession);
}

/** Signed in, at `path` (the dashboard by default). */
export async function signIn(page: Page, path = "/crm") {
  await useStaffSession(page);
  await page.goto(path);
  if (path === "/crm") {
    await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toBeVisible();
  }
}

/** An API request context signed in as the seeded staff member (the run's shared session). */
export async function staffRequest(): Promise<APIRequestContext> {
  workerSession ??= sharedSession();
  return request.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: await workerSession, origins: [] },
  });
}

/**
 * A staff account of a test's own, made by the running server as `npm run admin -- create` has it
 * made: the command goes to the server's admin socket (the CLI's own path while a server runs; the
 * CLI itself is scripts/admin.test.ts's subject), without starting a process that loads the app.
 * Without `totpSecret` its first sign-in leads to the enrolment. Form sign-ins use their own
 * accounts: a code is accepted once per account and 30-second step, so sharing one account across
 * parallel tests would collide.
 */
export async function createStaffAccount({
  email,
  password = STAFF_PASSWORD,
  role = "member",
  totpSecret,
  dataDir = E2E_DATA_DIR,
}: {
  email: string;
  password?: string;
  role?: "admin" | "member";
  totpSecret?: string;
  /** A server of a spec's own (helpers/own-server.ts): its data directory. */
  dataDir?: string;
}) {
  const reply = await askRunningServer(dataDir, {
    command: "create",
    email,
    password,
    role,
    totpSecret,
  });
  if (reply?.code !== 0)
    throw new Error(`creating ${email} failed: ${reply?.err ?? "no server answers on its socket"}`);
}

/**
 * Signed in as a test's own account (made with createStaffAccount and `totpSecret`), through the
 * API in the page's own context, so the browser has the cookie. One code per account: call it
 * once per account.
 */
export async function signInAs(page: Page, email: string, totpSecret: string, path = "/crm") {
  const response = await page.request.post("/api/auth/login", {
    data: { email, password: STAFF_PASSWORD, code: totpCode(totpSecret) },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
}

/** A unique address for a test's own account (project and time in it). */
export const uniqueStaffEmail = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@durhamdata.test`;

export async function expectToast(page: Page, text: string) {
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true }),
  ).toBeVisible();
}
