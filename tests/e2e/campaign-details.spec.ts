/**
 * A campaign's smaller rules on its pages, JavaScript on and off: a draft is deleted after its
 * confirmation; while sending, the page says about how long is left and its counts are read again
 * (on their own with JavaScript, by "Check progress" without); the list card says since when it
 * sends; once cancelled the section is "Delivery"; the recipients table keeps "Sent" whole at
 * 390 and 320 px. The e2e server sends one campaign mail a minute (CAMPAIGN_RATE=1).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";
import { subscribe } from "./helpers/newsletter";

async function checkPage(page: Page) {
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
}

async function draft(page: Page, subject: string): Promise<string> {
  await signIn(page, "/crm/campaigns/new");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body (Markdown)").fill("## Governance\n\nRead the guide.");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expectToast(page, "Draft created");
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  return /\/crm\/campaigns\/(\d+)/.exec(page.url())![1];
}

/** How many lines the text of a table head takes. */
const linesOf = (page: Page, name: string) =>
  page.getByRole("columnheader", { name, exact: true }).evaluate((th) => {
    const range = document.createRange();
    range.selectNodeContents(th);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

test("a draft is deleted after its confirmation, the safe choice focused", async ({
  page,
}, testInfo) => {
  const subject = `Draft to delete ${testInfo.project.name}-${Date.now()}`;
  await draft(page, subject);
  await page.getByRole("link", { name: "Delete the draft…" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Delete the draft '${subject}'?` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Keep the draft" })).toBeFocused();
  await checkPage(page);
  await page.getByRole("button", { name: "Delete the draft" }).click();
  await expectToast(page, "Draft deleted");
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await expect(page.getByRole("link", { name: subject })).toHaveCount(0);
});

test("while sending: time left, counts read again, the card's time; cancelled: Delivery; the report at 320 px", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const withoutScript = testInfo.project.name === "nojs";
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  for (const name of ["a", "b"]) await subscribe(page, `prog.${name}-${stamp}@example.com`);
  const subject = `Progress ${stamp}`;
  const id = await draft(page, subject);
  await page.getByRole("button", { name: "Send now…" }).click();
  await page.getByRole("button", { name: "Send it" }).click();
  await expectToast(page, "Sending started");

  const estimate = page.getByTestId("campaign-estimate");
  await expect(estimate).toContainText(/About (a minute|\d+ minutes|\d+ hours?) left\./);
  if (withoutScript) {
    const reloaded = page.waitForRequest((r) => r.url().endsWith(`/crm/campaigns/${id}`));
    await page.getByRole("link", { name: "Check progress" }).click();
    await reloaded;
    await expect(page.getByTestId("campaign-counts")).toContainText("sent");
  } else {
    await expect(estimate).toContainText("The counts update every few seconds.");
    await expect(page.getByRole("link", { name: "Check progress" })).toHaveCount(0);
    // Nobody touches the page: it asks for its data again on its own.
    await page.waitForRequest((r) => r.url().includes(`/crm/campaigns/${id}.data`), {
      timeout: 15_000,
    });
  }
  await checkPage(page);

  await page.getByRole("link", { name: "Back to Campaigns" }).click();
  const card = page.getByTestId("campaign-row").filter({ hasText: subject });
  await expect(card).toContainText("Sending since");
  await card.getByRole("link", { name: subject }).click();

  await page.getByRole("link", { name: "Cancel sending…" }).click();
  await page.getByRole("button", { name: "Cancel the campaign" }).click();
  await expectToast(page, "Campaign cancelled");
  await expect(page.getByRole("heading", { level: 2, name: "Delivery" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sending", exact: true })).toHaveCount(0);
  await expect(page.getByTestId("campaign-estimate")).toHaveCount(0);

  await page.getByRole("link", { name: "Recipients" }).click();
  await expect(page.getByTestId("recipient-row").first()).toBeVisible();
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await linesOf(page, "Sent")).toBe(1);
    expect(await linesOf(page, "State")).toBe(1);
  }
  await checkPage(page);
});
