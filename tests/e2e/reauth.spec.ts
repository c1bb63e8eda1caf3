/**
 * Re-authentication in the browser, with and without JavaScript: past REAUTH_MINUTES, an export
 * asks "Confirm it is you" (a wrong password is refused), then the download continues; within the
 * window a recent-auth page opens at once. A second browser aged with it follows client-side links
 * (the header's Staff, a person's Printable report): each asks first, then opens the page itself,
 * never React Router's `.data` address. The shared e2e server allows 12 hours (one sign-in
 * serves the run), so this spec starts a server of its own with the shortest window, a minute,
 * and lets its session age past it.
 */
import { STAFF_EMAIL, STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { expect, test, waitForHydration } from "./helpers/fixtures";
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
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD, code: totpCode(STAFF_TOTP_SECRET) },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.request.post(`${server.url}/api/crm/leads`, {
    data: { firstName: "Reauth", lastName: "Export", email: "reauth.export@example.com" },
  });
  // A second browser signed in at the same time, so its session ages with the first: the
  // header's Staff link and a person's "Printable report" (client-side links with JavaScript).
  const other = await browser.newContext({ javaScriptEnabled });
  // A code counts once: the next step's (one step ahead is accepted for clock drift).
  const second = await other.request.post(`${server.url}/api/auth/login`, {
    data: {
      email: STAFF_EMAIL,
      password: STAFF_PASSWORD,
      code: totpCode(STAFF_TOTP_SECRET, Date.now() + 30_000),
    },
  });
  expect(second.status(), await second.text()).toBe(200);

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

  // The second browser, past the window too: each link asks first and then opens the page
  // itself, never React Router's data address (raw text) that a client-side navigation fetched.
  const person = "reauth.export@example.com";
  const report = `/crm/people/report?email=${encodeURIComponent(person)}`;
  const tab = await other.newPage();
  await tab.goto(`${server.url}/crm`);
  if (javaScriptEnabled) await waitForHydration(tab);
  await tab.getByRole("banner").getByRole("link", { name: "Staff", exact: true }).click();
  await expect(tab).toHaveURL(
    `${server.url}/crm/reauth?returnTo=${encodeURIComponent("/crm/staff")}`,
  );
  await tab.goto(`${server.url}/crm/people?email=${encodeURIComponent(person)}`);
  if (javaScriptEnabled) await waitForHydration(tab);
  await tab.getByRole("link", { name: "Printable report" }).click();
  await expect(tab.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
  await expect(tab).toHaveURL(`${server.url}/crm/reauth?returnTo=${encodeURIComponent(report)}`);
  await tab.getByLabel("Your password or a 6-digit code").fill(STAFF_PASSWORD);
  await tab.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(tab).toHaveURL(`${server.url}${report}`);
  await expect(
    tab.getByRole("heading", { level: 1, name: `Personal data held on ${person}` }),
  ).toBeVisible();
  await other.close();
});
