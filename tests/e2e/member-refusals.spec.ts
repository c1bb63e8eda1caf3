/**
 * A member inside the CRM, with JavaScript and without (decision 041): what only
 * admins may use answers 403 inside the CRM frame with the reason and a way back to the leads,
 * never the public site's frame; an export's link is refused there before any password is asked;
 * links a member cannot use are not offered. And a session signed out elsewhere lands on the
 * sign-in saying why.
 */
import type { Page } from "@playwright/test";
import { STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { expect, test, waitForHydration } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { createStaffAccount, signInAs, staffRequest, uniqueStaffEmail } from "./helpers/crm";
import { totpCode } from "./helpers/totp";

// Each test signs in an account of its own (made over the admin socket) and opens several pages.
test.describe.configure({ timeout: 90_000 });

async function signInMember(page: Page, path: string) {
  const email = uniqueStaffEmail("member", test.info().project.name);
  await createStaffAccount({ email, role: "member", totpSecret: STAFF_TOTP_SECRET });
  await signInAs(page, email, STAFF_TOTP_SECRET, path);
  return email;
}

/** The refusal in the CRM frame: the member's header, the reason, no public site. */
async function expectRefusedInCrm(page: Page, email: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "We could not accept that request",
  );
  await expect(page.getByText("Only an admin can do this.")).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport();
  // Styled as the CRM's own pages (its stylesheets linked, JS on and off): the header's navy
  // comes only from the CRM frame's stylesheet; unstyled, it is transparent.
  await expect(page.getByRole("banner")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await expect(page.getByText("FREE Discovery Call")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveTitle(/^We could not accept that request \| CRM \| /);
}

test("a member refused at an admin page stays in the CRM frame with a way back to the leads", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = await signInMember(page, "/crm");
  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
  // Not offered: the admins' navigation and every person's record link.
  const banner = page.getByRole("banner");
  for (const name of ["People", "Staff", "Mail"])
    await expect(banner.getByRole("link", { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Person record/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Export CSV/ })).toHaveCount(0);

  for (const path of ["/crm/people", "/crm/staff", "/crm/mail"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expectRefusedInCrm(page, email);
  }
  await expectNoA11yViolations(page);
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: "Back to leads" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
});

test("a member opening an export's link is refused in the CRM frame, never asked for a password nor shown JSON", async ({
  page,
}) => {
  const email = await signInMember(page, "/crm");
  for (const link of [
    "/crm/reauth?returnTo=%2Fapi%2Fcrm%2Fleads%2Fexport",
    "/api/crm/leads/export",
    "/api/crm/newsletters/export",
  ]) {
    const response = await page.goto(link);
    expect(response?.status(), link).toBe(403);
    await expectRefusedInCrm(page, email);
    await expect(page.getByLabel("Your password or a 6-digit code")).toHaveCount(0);
    await expect(page.getByText('"message"')).toHaveCount(0);
  }
});

test("a member's lead page offers no person record", async ({ page }) => {
  const admin = await staffRequest();
  const tag = `${test.info().project.name}${Date.now().toString(36)}`;
  const created = await admin.post("/api/crm/leads", {
    data: { firstName: "Mia", lastName: tag, email: `mia-${tag}@example.com` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).lead as { id: number };
  await signInMember(page, `/crm/leads/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Mia ${tag}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /Person record/ })).toHaveCount(0);
  await expect(page.getByText("Personal data", { exact: true })).toHaveCount(0);
  await admin.dispose();
});

test("a session signed out from another browser lands on the sign-in saying why", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const email = await signInMember(page, "/crm");
  // The same account in a second browser (the next 30-second step's code: each counts once).
  const other = await browser.newContext({ javaScriptEnabled });
  const tab = await other.newPage();
  const login = await tab.request.post("/api/auth/login", {
    data: {
      email,
      password: STAFF_PASSWORD,
      code: totpCode(STAFF_TOTP_SECRET, Date.now() + 30_000),
    },
  });
  expect(login.status(), await login.text()).toBe(200);
  await tab.goto("/crm");
  await expect(tab.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();

  await page.goto("/crm/sessions");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(page.getByRole("button", { name: "Sign out all other sessions" })).toHaveCount(0);

  await tab.goto("/crm/leads/new");
  await expect(tab).toHaveURL(/\/crm$/);
  await expect(tab.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(tab.getByRole("status").filter({ hasText: /^You were signed out:/ })).toBeVisible();
  // Said once: a reload of the sign-in no longer says it.
  await tab.reload();
  await expect(tab.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(tab.getByText(/^You were signed out:/)).toHaveCount(0);
  await other.close();
});
