/**
 * Re-authentication in the browser, with and without JavaScript: past REAUTH_MINUTES, an export
 * asks "Confirm it is you" (a wrong password is refused), then the download continues; within the
 * window a recent-auth page opens at once. The shared e2e server allows 12 hours (one sign-in
 * serves the run), so this spec starts a server of its own with the shortest window, a minute,
 * and lets its session age past it.
 */
import { STAFF_EMAIL, STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { type OwnServer, startOwnServer } from "./helpers/own-server";
import { totpCode } from "./helpers/totp";

let server: OwnServer;

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  testInfo.setTimeout(150_000);
  server = await startOwnServer(testInfo.project.name === "nojs" ? 1 : 0, {
    REAUTH_MINUTES: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test("an export past the window asks for the password, then downloads; a page then opens at once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.request.post(`${server.url}/api/crm/leads`, {
    data: { firstName: "Reauth", lastName: "Export", email: "reauth.export@example.com" },
  });

  // The sign-in's code counts for one minute (REAUTH_MINUTES=1): wait it out.
  await page.waitForTimeout(61_000);
  await page.goto(`${server.url}/crm`);
  await page.getByRole("link", { name: "Export CSV of this leads list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/reauth\?returnTo=%2Fapi%2Fcrm%2Fleads%2Fexport/);
  // The page's one task: the field has focus.
  await expect(page.getByLabel("Your password or a 6-digit code")).toBeFocused();
  await expectNoA11yViolations(page);

  await page.getByLabel("Your password or a 6-digit code").fill("not the password at all");
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();

  await page.getByLabel("Your password or a 6-digit code").fill(STAFF_PASSWORD);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Confirm and continue" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);

  // Confirmed a moment ago: a recent-auth page (staff management) opens without asking.
  await page.goto(`${server.url}/crm/staff`);
  await expect(page).toHaveURL(`${server.url}/crm/staff`);
  await expect(page.getByRole("heading", { name: "Staff accounts" })).toBeVisible();
});
