/**
 * The CRM Mail page, JavaScript on and off: a mail that failed for good is listed with its error
 * in plain words, Retry queues it again and the server then sends it (its .eml appears); each
 * template's preview renders. The failed rows are seeded by the e2e server's start script
 * (tests/e2e/seed-failed-mail.ts): nothing in the e2e run refuses a mail.
 */
import { expect, test } from "./helpers/fixtures";
import { FAILED_MAIL_ERROR, failedMailRecipient } from "./constants";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";
import { mailTo } from "./helpers/mail";

test("a failed mail is listed with its error; Retry queues it again and it is sent", async ({
  page,
}) => {
  const project = test.info().project.name;
  await signIn(page);
  await page.getByRole("link", { name: "Mail", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();

  await page.getByLabel("Show").selectOption({ label: "Failed — will not retry" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/\/crm\/mail\?state=failed$/);
  const rows = page.getByTestId("mail-row");
  // This project's seeded mail still waiting (a retried test finds the next one).
  const mine = rows.filter({ hasText: new RegExp(`failed-${project}-\\d@`) });
  await expect(mine.first()).toBeVisible();
  const card = mine.first();
  const recipient = (await card.getByText(/failed-.*@durhamdata\.test/).innerText()).trim();
  expect([1, 2, 3].map((n) => failedMailRecipient(project, n))).toContain(recipient);
  await expect(card).toContainText("Failed — will not retry");
  await expect(card).toContainText(FAILED_MAIL_ERROR);
  await expect(card).toContainText("15");
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);

  await card.getByRole("button", { name: /^Retry/ }).click();
  await expectToast(page, "Mail queued again");
  await expect(page).toHaveURL(/\/crm\/mail\?state=failed$/);
  await expect(rows.filter({ hasText: recipient })).toHaveCount(0);

  // The server's worker sends it: the .eml file, and the list says Sent.
  const sent = await mailTo(recipient, "The password of your CRM account was changed");
  expect(sent).toContain("Message-ID: <");
  await expect(async () => {
    await page.goto("/crm/mail?state=sent");
    await expect(rows.filter({ hasText: recipient })).toContainText("Sent");
  }).toPass({ timeout: 20_000 });
});

test("each template has a preview: the HTML part (a frame with JavaScript, in place without) and the text part, from sample data", async ({
  page,
}, testInfo) => {
  const withoutScript = testInfo.project.name === "nojs";
  await signIn(page, "/crm/mail");
  const previews = page
    .getByRole("region", { name: "Templates" })
    .getByRole("link", { name: /^Preview: / });
  const count = await previews.count();
  expect(count).toBeGreaterThanOrEqual(5);
  const hrefs = await previews.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")!),
  );

  await page.getByRole("link", { name: "Preview: New contact enquiry (to staff)" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Preview: New contact enquiry (to staff)" }),
  ).toBeVisible();
  // The subject line (the mail drawn in place without JavaScript repeats it).
  await expect(
    page.locator("dl").getByText("New contact enquiry from Alex Example (Example Dental Group)"),
  ).toBeVisible();
  const htmlPart = "HTML part: New contact enquiry (to staff)";
  const mail = withoutScript
    ? page.getByRole("region", { name: htmlPart })
    : page.frameLocator(`iframe[title="${htmlPart}"]`);
  await expect(mail.getByRole("link", { name: "Open the enquiry in the CRM" })).toBeVisible();
  await expect(page.locator("pre")).toContainText("Message: We run three practices");
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);

  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: /^Preview: / })).toBeVisible();
    await expect(page.locator("iframe[sandbox='allow-same-origin']")).toHaveCount(1);
    if (withoutScript)
      await expect(page.getByRole("region", { name: /^HTML part: / })).toBeVisible();
    await expect(page.locator("pre")).not.toBeEmpty();
  }
});
