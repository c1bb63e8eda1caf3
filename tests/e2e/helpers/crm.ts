/** Steps the CRM specs share: starting signed in as the seeded staff member, reading a toast. */
import { type Cookie, type Page, expect, request } from "@playwright/test";
import { E2E_BASE_URL, STAFF_EMAIL, STAFF_PASSWORD } from "../constants";

/**
 * One sign-in per worker: the session cookie of POST /api/auth/login, kept for the worker's
 * life. Signing in through the form is auth.spec's subject; every other CRM test starts signed
 * in, in a browser context of its own, without paying for the form again.
 */
let workerSession: Promise<Cookie[]> | undefined;

async function signInOnce(): Promise<Cookie[]> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const response = await api.post("/api/auth/login", {
      data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    });
    expect(response.status(), "the worker's sign-in").toBe(200);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/** Signed in, at `path` (the dashboard by default). */
export async function signIn(page: Page, path = "/crm") {
  workerSession ??= signInOnce();
  await page.context().addCookies(await workerSession);
  await page.goto(path);
  if (path === "/crm") {
    await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toBeVisible();
  }
}

export async function expectToast(page: Page, text: string) {
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true }),
  ).toBeVisible();
}
