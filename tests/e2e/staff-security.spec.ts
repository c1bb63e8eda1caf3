/**
 * The account's own security pages, with JavaScript on and off (both projects run every test):
 * "Your sessions" (this browser listed with its device; the password change), the sign-in
 * history, and staff management from invitation to deactivation; axe on each screen. Each test
 * signs in as accounts of its own (a code is accepted once per account).
 */
import { expect, test } from "./helpers/fixtures";
import { STAFF_PASSWORD, STAFF_TOTP_SECRET } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";
import { createStaffAccount, expectToast, signIn, signInAs, uniqueStaffEmail } from "./helpers/crm";
import { invitationLinkIn, mailTo } from "./helpers/mail";
import { totpCode } from "./helpers/totp";

test("Your sessions lists this browser; a password change keeps it signed in", async ({ page }) => {
  const email = uniqueStaffEmail("sessions", test.info().project.name);
  await createStaffAccount({ email, totpSecret: STAFF_TOTP_SECRET });
  await signInAs(page, email, STAFF_TOTP_SECRET);
  await page.getByRole("link", { name: "Your sessions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();
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
  await expect(page.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // the sign-in history: this sign-in, in words
  await page.getByRole("link", { name: "Sign-in history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your sign-in history" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Signed in: Password and code" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("an admin invites a colleague, who sets a password, enrols, signs in with a code and sees only member actions; deactivation ends their session", async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, two enrolments' worth of pages
  const project = test.info().project.name;
  const adminEmail = uniqueStaffEmail("inviter", project);
  await createStaffAccount({ email: adminEmail, role: "admin", totpSecret: STAFF_TOTP_SECRET });
  await signInAs(page, adminEmail, STAFF_TOTP_SECRET);
  for (const path of ["/crm/sessions", "/crm/sign-ins?everyone=1"]) {
    await page.goto(path);
    await expectNoSidewaysScrollAt320(page);
  }
  await page.getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Invite a colleague" })).toBeVisible();
  await expectNoA11yViolations(page);

  const invitee = uniqueStaffEmail("invitee", project);
  await page.getByLabel("Colleague's email").fill(invitee);
  await page.getByLabel("Role").selectOption("member");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(page, `Invitation mailed to ${invitee}`);
  await expect(page.getByLabel("Colleague's email")).toHaveValue("");
  // The page shows no link: it reaches the colleague by mail (an .eml file on the e2e server).
  await expect(page.getByText("/crm/join/")).toHaveCount(0);
  const link = new URL(
    invitationLinkIn(await mailTo(invitee, "You are invited to the")),
    page.url(),
  ).toString();

  // The colleague, in a browser of their own.
  const theirs = await browser.newContext({ javaScriptEnabled: project !== "nojs" });
  const colleague = await theirs.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole("heading", { level: 1, name: "Join the CRM" })).toBeVisible();
  await expectNoA11yViolations(colleague);
  await colleague.getByLabel("New password").fill("password1234");
  await colleague.getByLabel("The same password again").fill("password1234");
  await colleague.getByRole("button", { name: "Set password" }).click();
  await expect(colleague.getByRole("alert")).toContainText("most common");
  await colleague.getByLabel("New password").fill(STAFF_PASSWORD);
  await colleague.getByLabel("The same password again").fill(STAFF_PASSWORD);
  await colleague.getByRole("button", { name: "Set password" }).click();

  await expect(colleague).toHaveURL(/\/crm\/enrol$/);
  await expectNoSidewaysScrollAt320(colleague);
  const secret = (await colleague.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await colleague.getByLabel("6-digit code").fill(totpCode(secret));
  await colleague.getByRole("button", { name: "Turn on the second factor" }).click();
  await expect(
    colleague.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await colleague.getByRole("link", { name: "I have saved them: continue to the CRM" }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();

  // Signing in again: the password, then a code computed from the secret shown as text. This
  // step's code was spent by the enrolment (a code works once), so the next step's: one step of
  // clock drift is accepted.
  await colleague.getByRole("button", { name: "Logout" }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await colleague.getByLabel("Email").fill(invitee);
  await colleague.getByLabel("Password").fill(STAFF_PASSWORD);
  await colleague.getByRole("button", { name: "Login" }).click();
  await colleague
    .getByLabel("6-digit code or a recovery code")
    .fill(totpCode(secret, Date.now() + 30_000));
  await colleague.getByRole("button", { name: "Continue" }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
  await expect(colleague.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(colleague.getByRole("link", { name: "People (UK GDPR)" })).toHaveCount(0);
  await expect(colleague.getByRole("link", { name: "Mail", exact: true })).toHaveCount(0);
  expect((await colleague.goto("/crm/staff"))?.status()).toBe(403);
  expect((await colleague.goto("/crm/mail"))?.status()).toBe(403);

  // The admin deactivates them (after the confirmation page): their open session is gone on
  // its next request.
  await page.goto("/crm/staff");
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: invitee }) })
    .getByRole("link", { name: "Deactivate" })
    .click();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expectToast(page, "Account deactivated: its sessions have ended");
  await colleague.goto("/crm");
  await expect(colleague.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await theirs.close();
});

test("ten wrong codes lock the account's code attempts, even the right code; everyone's history shows it", async ({
  page,
  browser,
}) => {
  const project = test.info().project.name;
  const email = uniqueStaffEmail("locked", project);
  await createStaffAccount({ email, totpSecret: STAFF_TOTP_SECRET });
  await page.goto("/crm");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  const submitCode = async (code: string) => {
    await page.getByLabel("6-digit code or a recovery code").fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
  };
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await submitCode("000000");
    await expect(page.getByRole("alert").getByText(/That code did not work/)).toBeVisible();
  }
  await submitCode(totpCode(STAFF_TOTP_SECRET));
  await expect(
    page.getByRole("alert").getByText("Too many wrong codes for this account", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  expect((await page.request.get("/api/crm/leads")).status()).toBe(401);

  // An admin's view of everyone's sign-ins: the lock, in words, on this account's row.
  const admins = await browser.newContext({ javaScriptEnabled: project !== "nojs" });
  const admin = await admins.newPage();
  await signIn(admin, "/crm/sign-ins?everyone=1");
  await expect(
    admin.getByRole("heading", { level: 1, name: "Sign-in history: everyone" }),
  ).toBeVisible();
  const rows = admin.getByRole("row").filter({ hasText: email });
  await expect(
    rows.filter({ hasText: "Failed: Code attempts locked after too many wrong codes" }),
  ).toHaveCount(1);
  await expect(rows.filter({ hasText: "Failed: " })).toHaveCount(11);
  await admins.close();
});
