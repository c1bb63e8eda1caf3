/** Staff sign-in at /crm, with JavaScript on and off (both projects run every test). */
import { type Page, expect, test } from "./helpers/fixtures";
import { SESSION_COOKIE, STAFF_EMAIL, STAFF_PASSWORD } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";

const REQUIRED = "Please enter both email and password";
const FAILED = "Login failed. Please check your credentials.";

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("/crm shows the login screen when signed out", async ({ page }) => {
  const response = await page.goto("/crm");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("Access restricted to authorized personnel only")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  // A real form, so it works without JavaScript; an index route posts to ?index.
  await expect(page.locator("form#login")).toHaveAttribute("method", "post");
  await expect(page.locator("form#login")).toHaveAttribute("action", "/crm?index");
  await expectNoA11yViolations(page);
});

test("an empty submit asks for both fields", async ({ page }) => {
  await page.goto("/crm");
  await page.getByLabel("Email").fill(STAFF_EMAIL);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").getByText(REQUIRED)).toBeVisible();
  // per-field message, linked to the control
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(REQUIRED);
  await expect(page.getByLabel("Email")).toHaveValue(STAFF_EMAIL);
  await expectNoA11yViolations(page);

  await page.getByLabel("Email").fill("");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(REQUIRED);
});

test("a wrong password shows the generic failure and signs nobody in", async ({ page }) => {
  await page.goto("/crm");
  await submitLogin(page, STAFF_EMAIL, "definitely not the password");
  await expect(page.getByRole("alert").getByText(FAILED)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(STAFF_EMAIL);
  await expect(page.getByLabel("Password")).toHaveValue("");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  // the page never sends the typed password back
  expect(await page.content()).not.toContain("definitely not the password");

  // and the right password from here signs in
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
});

test("sign in shows the dashboard frame; logout revokes the session", async ({ page, request }) => {
  const js = test.info().project.name !== "nojs";
  await page.goto("/crm");
  if (js) {
    // Enhanced: the submission runs in place, and the button says so meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/crm\.data\?index/, async (route) => {
      await held;
      await route.continue();
    });
    await submitLogin(page, STAFF_EMAIL, STAFF_PASSWORD);
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
  } else {
    // A plain form post answered with a redirect (Post/Redirect/Get).
    const posted = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/crm?index"),
    );
    await submitLogin(page, STAFF_EMAIL, STAFF_PASSWORD);
    expect((await posted).status()).toBe(302);
  }

  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
  await expect(page.getByRole("banner").getByText(STAFF_EMAIL)).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page).toHaveURL(/\/crm$/);
  await expectNoA11yViolations(page);

  const session = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(session, "the session cookie").toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  expect(session!.secure).toBe(true); // the e2e server runs with NODE_ENV=production
  expect(session!.path).toBe("/");
  const saved = `${SESSION_COOKIE}=${session!.value}`;

  const before = await request.get("/api/auth/status", { headers: { Cookie: saved } });
  const signedIn = await before.json();
  expect(signedIn).toMatchObject({ authenticated: true, user: { email: STAFF_EMAIL } });
  expect(typeof signedIn.token).toBe("string");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page).toHaveURL(/\/crm$/);
  expect((await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

  // The old cookie, replayed, no longer works anywhere.
  const after = await request.get("/api/auth/status", { headers: { Cookie: saved } });
  expect(await after.json()).toEqual({ authenticated: false, token: null });
  const crm = await request.get("/crm", { headers: { Cookie: saved } });
  expect(await crm.text()).toContain("Admin Login");
  const api = await request.get("/api/crm/leads", { headers: { Cookie: saved } });
  expect(api.status()).toBe(401);
});

test("sign-in shows its pending state from the click until the dashboard is there @js-only", async ({
  page,
}) => {
  // A slow server: the dashboard's data after the sign-in takes a second.
  let release: () => void = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/crm") && url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() === "GET") await slow;
      await route.continue();
    },
  );
  await page.goto("/crm");
  await submitLogin(page, STAFF_EMAIL, STAFF_PASSWORD);
  const pending = page.getByRole("button", { name: "Signing in..." });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
});
