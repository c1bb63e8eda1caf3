/**
 * Staff sign-in at /crm, with JavaScript on and off (both projects run every test): the password,
 * then the second step (a TOTP code the test computes from the account's secret), or, for an
 * account without a second factor, the enrolment. A code is accepted once per account, so each
 * test that signs in all the way has an account of its own (helpers/crm.ts createStaffAccount).
 */
import { type Page, expect, test } from "./helpers/fixtures";
import { SESSION_COOKIE, STAFF_EMAIL, STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { createStaffAccount, uniqueStaffEmail } from "./helpers/crm";
import { totpCode } from "./helpers/totp";

const REQUIRED = "Please enter both email and password";
const FAILED = "Login failed. Please check your credentials.";

/** How many elements show this text on screen (a visually hidden one, 1 px, does not count). */
function shownTimes(page: Page, text: string) {
  return page.evaluate(
    (wanted) =>
      [...document.querySelectorAll("p, a")].filter((element) => {
        const box = element.getBoundingClientRect();
        return element.textContent?.trim() === wanted && box.width > 1 && box.height > 1;
      }).length,
    text,
  );
}

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function submitCode(page: Page, code: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  await page.getByLabel("6-digit code or a recovery code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** An enrolled account of this test's own (an admin unless asked otherwise). */
async function ownAccount(label: string, role: "admin" | "member" = "admin") {
  const email = uniqueStaffEmail(label, test.info().project.name);
  await createStaffAccount({ email, role, totpSecret: STAFF_TOTP_SECRET });
  return email;
}

test("/crm shows the login screen when signed out", async ({ page }) => {
  const response = await page.goto("/crm");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("Access restricted to authorised personnel only")).toBeVisible();
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
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(REQUIRED);
  // The spec's one sentence is shown once (in the summary), not again under each field.
  expect(await shownTimes(page, REQUIRED)).toBe(1);
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

  // and the right password from here leads to the second step, not yet into the CRM
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  await expect(page.getByText(`Signing in as ${STAFF_EMAIL}.`)).toBeVisible();
  // The step's one task: the code field has focus (with or without JavaScript).
  await expect(page.getByLabel("6-digit code or a recovery code")).toBeFocused();
  const pending = await page.request.get("/api/crm/leads");
  expect(pending.status()).toBe(401);
  await page.goto("/crm/leads/new");
  await expect(page).toHaveURL(/\/crm$/);
  await expectNoA11yViolations(page);
  // a wrong code is refused on the same step
  await submitCode(page, "000000");
  await expect(page.getByRole("alert").getByText(/That code did not work/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Cancel and sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});

test("a code works once: the same code again is refused as used", async ({ page, request }) => {
  const email = await ownAccount("replay");
  const code = totpCode(STAFF_TOTP_SECRET);
  await page.goto("/crm");
  await submitLogin(page, email, STAFF_PASSWORD);
  await submitCode(page, code);
  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();

  // Someone who saw the password and that code, from elsewhere, inside the code's 30 seconds.
  const replayed = await request.post("/api/auth/login", {
    data: { email, password: STAFF_PASSWORD, code },
  });
  expect(replayed.status()).toBe(401);
  expect((await replayed.json()).message).toMatch(/already been used/);
  expect(replayed.headers()["set-cookie"]).toBeUndefined();
});

test("sign in shows the dashboard frame; logout revokes the session", async ({ page, request }) => {
  const js = test.info().project.name !== "nojs";
  const email = await ownAccount("signin");
  await page.goto("/crm");
  if (js) {
    // Enhanced: the submission runs in place, and the button says so meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/crm\.data\?index/, async (route) => {
      await held;
      await route.continue();
    });
    await submitLogin(page, email, STAFF_PASSWORD);
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
    await page.unroute(/\/crm\.data\?index/);
    await submitCode(page, totpCode(STAFF_TOTP_SECRET));
  } else {
    // Plain form posts answered with redirects (Post/Redirect/Get): the password, then the code.
    const posted = () =>
      page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/crm?index"),
      );
    const password = posted();
    await submitLogin(page, email, STAFF_PASSWORD);
    expect((await password).status()).toBe(302);
    const code = posted();
    await submitCode(page, totpCode(STAFF_TOTP_SECRET));
    expect((await code).status()).toBe(302);
  }

  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
  await expect(page.getByRole("banner").getByText(email).filter({ visible: true })).toBeVisible();
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
  expect(signedIn).toMatchObject({ authenticated: true, user: { email } });
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

test("an account without a second factor enrols (QR code and key, a code, recovery codes once), then sees only a member's CRM", async ({
  page,
}) => {
  const email = uniqueStaffEmail("enrol", test.info().project.name);
  await createStaffAccount({ email, role: "member" });
  await page.goto("/crm");
  await submitLogin(page, email, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/crm\/enrol$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Set up your second factor" }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectNoA11yViolations(page);
  // nothing else is reachable until the enrolment is done
  await page.goto("/crm/leads/new");
  await expect(page).toHaveURL(/\/crm\/enrol$/);

  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Turn on the second factor" }).click();
  await expect(page.getByRole("alert").getByText(/That code does not match/)).toBeVisible();
  await page.getByLabel("6-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on the second factor" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  const codes = page.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "I have saved them: continue to the CRM" }).click();

  // a member: the CRM, without the exports or the People pages
  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "People (UK GDPR)" })).toHaveCount(0);
  await page.goto("/crm?tab=leads");
  await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveCount(0);
  const people = await page.goto("/crm/people");
  expect(people?.status()).toBe(403);
  await expect(page.getByText(/Only an admin can do this/)).toBeVisible();
  const exported = await page.request.get("/api/crm/leads/export");
  expect(exported.status()).toBe(403);
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
  const email = await ownAccount("pending");
  await page.goto("/crm");
  await submitLogin(page, email, STAFF_PASSWORD);
  const pending = page.getByRole("button", { name: "Signing in..." });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  release();
  await submitCode(page, totpCode(STAFF_TOTP_SECRET));
  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
});
