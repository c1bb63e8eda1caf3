/**
 * A campaign never sends text the person has not saved (decision 084): edits left unsaved are
 * saved by "Send a test to me" and "Send now…" before they act, so the test mail carries what
 * the page shows; a form that does not pass bounces back with its messages and the typed text
 * kept (JavaScript on and off); with JavaScript, leaving with unsaved changes asks.
 */
import type { Page } from "@playwright/test";
import { STAFF_EMAIL } from "./constants";
import { expect, test } from "./helpers/fixtures";
import { expectToast, signIn } from "./helpers/crm";
import { mailTo } from "./helpers/mail";
import { subscribe } from "./helpers/newsletter";

async function draft(page: Page, subject: string) {
  await signIn(page, "/crm/campaigns/new");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body (Markdown)").fill("The saved body.");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expectToast(page, "Draft created");
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
}

test("the test copy carries the edits on screen, saved first; a refused form keeps the text", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await subscribe(page, `reader-${stamp}@example.com`);
  await draft(page, `Keyboard draft ${stamp}`);

  const edited = `Keyboard draft edited ${stamp}`;
  await page.getByLabel("Subject").fill(edited);
  await page.getByLabel("Body (Markdown)").fill(`The edited body ${stamp}.`);
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expectToast(page, "Test copy on its way");
  await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible();
  const copy = await mailTo(STAFF_EMAIL, `[Test] ${edited}`);
  expect(copy).toContain(`The edited body ${stamp}.`);
  expect(copy).not.toContain("The saved body.");

  // A form that does not pass: refused with words, nothing lost, nothing opened.
  await page.getByLabel("Subject").fill("");
  await page.getByLabel("Body (Markdown)").fill(`Typed and kept ${stamp}.`);
  await page.getByRole("button", { name: "Send now…" }).click();
  await expect(page.getByText("Enter a subject (up to 150 characters)").first()).toBeVisible();
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue(`Typed and kept ${stamp}.`);
  await expect(page).toHaveURL(/\/crm\/campaigns\/\d+(#.*)?$/);

  // Send now… with a subject: saved, then the confirmation names the saved subject.
  const last = `Keyboard draft final ${stamp}`;
  await page.getByLabel("Subject").fill(last);
  await page.getByRole("button", { name: "Send now…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    new RegExp(`^Send '${last}' to [\\d,]+ subscribers?\\?$`),
  );
});

test("leaving a draft with unsaved changes asks first @js-only", async ({ page }, testInfo) => {
  const subject = `Unsaved draft ${testInfo.project.name}-${Date.now()}`;
  await draft(page, subject);
  await page.getByLabel("Body (Markdown)").fill("Changed and not saved.");

  // A link inside the CRM: the question, answered "stay".
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to Campaigns" }).click();
  await expect.poll(() => asked).toContain("not saved");
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue("Changed and not saved.");

  // Closing the tab: the browser's own question (beforeunload).
  let kind = "";
  page.once("dialog", (dialog) => {
    kind = dialog.type();
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => kind).toBe("beforeunload");
});
