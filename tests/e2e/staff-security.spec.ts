/**
 * The account's own security pages, with JavaScript on and off (both projects run every test):
 * "Your sessions" (this browser listed with its device; the password change) and axe on it. Each
 * test signs in as an account of its own (a code is accepted once per account).
 */
import { expect, test } from "./helpers/fixtures";
import { STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { createStaffAccount, expectToast, signInAs, uniqueStaffEmail } from "./helpers/crm";

test("Your sessions lists this browser; a password change keeps it signed in", async ({ page }) => {
  const email = uniqueStaffEmail("sessions", test.info().project.name);
  createStaffAccount({ email, totpSecret: STAFF_TOTP_SECRET });
  await signInAs(page, email, STAFF_TOTP_SECRET);
  await page.getByRole("link", { name: "Your sessions" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your sessions" })).toBeVisible();
  const sessions = page.getByRole("list", { name: "Signed-in browsers" }).getByRole("listitem");
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first().getByRole("heading")).toContainText("(this browser)");
  await expect(sessions.first()).toContainText("127.0.0.1");
  await expectNoA11yViolations(page);

  await page.getByLabel("Current password").fill("not the password at all");
  await page.getByLabel("New password").fill("a new password for this test");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByRole("alert").getByText("The current password is not right."),
  ).toBeVisible();

  await page.getByLabel("Current password").fill(STAFF_PASSWORD);
  await page.getByLabel("New password").fill("a new password for this test");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed");
  await expect(page.getByRole("heading", { level: 2, name: "Your sessions" })).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // the sign-in history: this sign-in, in words
  await page.getByRole("link", { name: "Sign-in history" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your sign-in history" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Signed in: Password and code" })).toBeVisible();
  await expectNoA11yViolations(page);
});
