/**
 * A campaign whose scheduled time passed while the site was down (CAMPAIGN_LATE_HOURS) waits for
 * staff: the list and its page say it was not sent and when it was due, with and without
 * JavaScript, and its page is a draft's again, with its Send section. The seeded campaign: seed-failed-mail.ts.
 */
import { missedCampaignSubject } from "./constants";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

test("a missed scheduled campaign says so on the list and on its page, and is a draft again", async ({
  page,
}, testInfo) => {
  const subject = missedCampaignSubject(testInfo.project.name);
  await signIn(page, "/crm/campaigns");
  const row = page.getByTestId("campaign-row").filter({ hasText: subject });
  await expect(row.getByTestId("campaign-missed")).toHaveText(
    "Missed its scheduled time, 1 Mar 2026, 09:00: not sent.",
  );
  await row.getByRole("link", { name: subject, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId("campaign-missed")).toHaveText(
    "Not sent: it was scheduled for 1 Mar 2026, 09:00 (UK time), but the site was not running then. Send it now or schedule it again.",
  );
  // It is a draft again: the Send section is there (its button depends on who is subscribed).
  await expect(page.getByRole("heading", { level: 2, name: "Send", exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
});
