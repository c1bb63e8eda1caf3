/**
 * The reminder-email setting on "Your sessions", with JavaScript on and off (both projects run
 * it): on by default, turned off and on again with a toast each time, remembered after a reload;
 * axe in both states. The reminder mails themselves are tested with a fixed clock in
 * app/models/reminders.server.test.ts.
 */
import { expect, test } from "./helpers/fixtures";
import { STAFF_TOTP_SECRET } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { createStaffAccount, expectToast, signInAs, uniqueStaffEmail } from "./helpers/crm";

test("a staff member turns their reminder emails off and on again", async ({ page }) => {
  const email = uniqueStaffEmail("reminders", test.info().project.name);
  await createStaffAccount({ email, totpSecret: STAFF_TOTP_SECRET });
  await signInAs(page, email, STAFF_TOTP_SECRET);
  await page.getByRole("link", { name: "Your sessions" }).click();
  const section = page.getByRole("region", { name: "Reminder emails" });
  await expect(section).toContainText("Reminder emails are on. Each weekday at 08:00");
  await expectNoA11yViolations(page);

  await section.getByRole("button", { name: "Turn reminder emails off" }).click();
  await expectToast(page, "Reminder emails turned off");
  await expect(section).toContainText("Reminder emails are off.");
  await expect(section.getByRole("button", { name: "Turn reminder emails on" })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.reload();
  await expect(section).toContainText("Reminder emails are off.");
  await section.getByRole("button", { name: "Turn reminder emails on" }).focus();
  await page.keyboard.press("Enter");
  await expectToast(page, "Reminder emails turned on");
  await expect(section).toContainText("Reminder emails are on.");
});
