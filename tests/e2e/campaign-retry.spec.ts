/**
 * Retry failed, with and without JavaScript: a sent campaign with a recipient it failed for
 * offers "Retry 1 failed recipient…"; the confirmation names the count and opens on the safe
 * choice; confirmed, the campaign is sending again with that row waiting. The seeded campaign:
 * tests/e2e/seed-failed-mail.ts.
 */
import { retryCampaignSubject } from "./constants";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

test("a sent campaign's failed recipient is sent again after a confirmation", async ({
  page,
}, testInfo) => {
  const subject = retryCampaignSubject(testInfo.project.name);
  await signIn(page, "/crm/campaigns");
  await page.getByRole("link", { name: subject, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId("campaign-counts")).toHaveText(
    "2 recipients: 1 sent, 0 waiting, 0 bounced, 1 failed, 0 skipped",
  );
  await page.getByRole("link", { name: "Retry 1 failed recipient…" }).click();

  await expect(
    page.getByRole("heading", {
      name: `Send '${subject}' again to the 1 recipient it failed for?`,
    }),
  ).toBeVisible();
  // The safe choice has focus: Enter does not send.
  await expect(page.getByRole("link", { name: "Leave it as it is" })).toBeFocused();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
  await page.getByRole("button", { name: "Retry them" }).click();

  await expectToast(page, "Sending again to 1 recipient");
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId("campaign-counts")).toHaveText(
    /^2 recipients: 1 sent, (1 waiting, 0 bounced, 0 failed, 0 skipped|0 waiting, 0 bounced, 0 failed, 1 skipped)$/,
  );
  await expect(page.getByRole("link", { name: /Retry \d failed/ })).toHaveCount(0);
});
