/**
 * Campaigns, with and without JavaScript: compose (a refused empty form, then a draft), the
 * preview at both widths, a test copy to the signed-in admin, scheduling (a past time refused, a
 * future one set, then back to draft), the confirmation that names the
 * count (the page sits behind the recent password or code; the shared server's sign-in is
 * recent), sending, pause, resume, cancel with its confirmation, and the report searched by
 * email. Axe on every page; nothing sideways at 320 px. The e2e server sends one campaign mail a
 * minute (CAMPAIGN_RATE=1), so the campaign is still going when it is paused.
 */
import type { Page } from "@playwright/test";
import { STAFF_EMAIL } from "./constants";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";
import { countMailsTo, mailTo } from "./helpers/mail";
import { subscribe } from "./helpers/newsletter";

async function checkPage(page: Page) {
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
}

test("compose, preview, test copy, confirm the count, send, pause, resume, cancel, report", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const readers = [`cara.a-${stamp}@example.com`, `cara.b-${stamp}@example.com`];
  for (const email of readers) await subscribe(page, email);
  const subject = `November insights ${stamp}`;

  await signIn(page, "/crm/campaigns");
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await expect(page.getByText(/there is no tracking pixel and no link is rewritten/)).toBeVisible();
  await checkPage(page);

  // Compose: an empty form is refused with its messages, then a draft is made.
  await page.getByRole("link", { name: "New campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New campaign" })).toBeVisible();
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Enter a subject (up to 150 characters)").first()).toBeVisible();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Preview text (optional)").fill("Three notes on governance");
  await page
    .getByLabel("Body (Markdown)")
    .fill("## Governance\n\nRead [the guide](https://example.com/guide).");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expectToast(page, "Draft created");
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const desktop = page.frameLocator('iframe[title="The mail at desktop width"]');
  await expect(desktop.getByRole("link", { name: "the guide" })).toHaveAttribute(
    "href",
    "https://example.com/guide",
  );
  await expect(page.locator('iframe[title="The mail at phone width"]')).toBeVisible();
  await checkPage(page);

  // A test copy to the signed-in admin, marked [Test].
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expectToast(page, "Test copy on its way");
  const testCopy = await mailTo(STAFF_EMAIL, `[Test] ${subject}`);
  expect(testCopy).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

  // Scheduling: a past time is refused with its message; a future one schedules; back to draft.
  await page.getByRole("button", { name: "Send now…" }).click();
  const when = page.getByLabel("Date and time (UK time)");
  await when.fill("2020-01-01T09:00");
  await page.getByRole("button", { name: "Schedule it" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Enter a date and time in the future, within a year",
  );
  await checkPage(page);
  const next = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.getByLabel("Date and time (UK time)").fill(`${next}T09:30`);
  await page.getByRole("button", { name: "Schedule it" }).click();
  await expectToast(page, "Campaign scheduled");
  await expect(page.getByTestId("campaign-counts")).toContainText("Scheduled for");
  await page.getByRole("button", { name: "Back to draft" }).click();
  await expectToast(page, "Back to draft");

  // The confirmation names the count.
  await page.getByRole("button", { name: "Send now…" }).click();
  const question = page.getByRole("heading", { level: 1 });
  await expect(question).toHaveText(new RegExp(`^Send '${subject}' to [\\d,]+ subscribers\\?$`));
  await expect(page.getByRole("link", { name: "Keep it as a draft" })).toBeFocused();
  await checkPage(page);
  await page.getByRole("button", { name: "Send it" }).click();
  await expectToast(page, "Sending started");
  await expect(page.getByTestId("campaign-counts")).toContainText("recipients");

  await page.getByRole("button", { name: "Pause" }).click();
  await expectToast(page, "Campaign paused");
  await expect(page.getByText("Paused", { exact: true })).toBeVisible();
  await checkPage(page);
  await page.getByRole("button", { name: "Resume" }).click();
  await expectToast(page, "Sending resumed");

  await page.getByRole("link", { name: "Cancel sending…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Cancel '${subject}'?` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Keep it" })).toBeFocused();
  await checkPage(page);
  await page.getByRole("button", { name: "Cancel the campaign" }).click();
  await expectToast(page, "Campaign cancelled");
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume" })).toHaveCount(0);

  // The report: one row per person, found by email.
  await page.getByRole("link", { name: "Recipients" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Recipients of ${subject}` }),
  ).toBeVisible();
  await page.getByLabel("Find an email").fill(readers[1]);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("recipient-row")).toHaveCount(1);
  await expect(page.getByTestId("recipient-row")).toContainText(readers[1]);
  await checkPage(page);

  // Nobody has more than one copy.
  for (const email of readers) expect(countMailsTo(email, subject)).toBeLessThanOrEqual(1);
});

test("a campaign for DentalIQ news: the audience chosen, named in the list, the preview and the count", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const registered = await page.request.post("/api/dental-iq", {
    data: {
      fullName: "Dee News",
      practiceName: "Smile Group",
      jobTitle: "Owner",
      email: `dee-${stamp}@example.com`,
      location: "Durham",
      pms: "soe",
      locations: "2-3",
      challenge: "We cannot see cancellations across our sites.",
      discoveryCall: "maybe",
      marketingOptIn: true,
    },
  });
  expect(registered.ok()).toBe(true);
  const subject = `DentalIQ spring release ${stamp}`;

  await signIn(page, "/crm/campaigns/new");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body (Markdown)").fill("Three new reports for practice owners.");
  await page
    .getByLabel("Audience")
    .selectOption({ label: "DentalIQ news: registrants who asked for it" });
  await page.getByRole("button", { name: "Create draft" }).click();
  await expectToast(page, "Draft created");
  await expect(page.getByLabel("Audience")).toHaveValue("dentaliq");
  const desktop = page.frameLocator('iframe[title="The mail at desktop width"]');
  await expect(
    desktop.getByText(/you asked for DentalIQ news and offers when you registered/),
  ).toBeVisible();
  // DentalIQ news is never in the newsletter's public archive: the page says so, with no button.
  await expect(page.getByTestId("campaign-archive")).toHaveText(
    /^DentalIQ news is not in the public archive: only the registrants who asked for it receive it/,
  );
  await expect(page.getByRole("button", { name: "Leave out of the archive" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show in the archive" })).toHaveCount(0);
  await checkPage(page);

  await page.getByRole("button", { name: "Send now…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    // This test's registrant, and any other test's who ticked the box.
    new RegExp(`^Send '${subject}' to [\\d,]+ subscribers?\\?$`),
  );
  await page.getByRole("link", { name: "Keep it as a draft" }).click();
  await page.goto("/crm/campaigns");
  const row = page.getByTestId("campaign-row").filter({ hasText: subject });
  await expect(row).toContainText("DentalIQ news: registrants who asked for it");
});
