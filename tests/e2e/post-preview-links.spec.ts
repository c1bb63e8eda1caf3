/**
 * A draft's shareable preview link (decision 088), with and without JavaScript: made from the
 * post's page (refused while the form holds unsaved text, the text kept), listed with its expiry,
 * opened by a visitor without an account (the saved draft, never from the page cache, private and
 * noindex), revoked (the typed text kept), then a 410 page in words. Axe on both pages; nothing
 * sideways at 320 px.
 */
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

test("a preview link: made, opened without an account, revoked, then a 410 in words", async ({
  page,
  browser,
}, testInfo) => {
  const title = `Shared draft ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, "/crm/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Body (Markdown)").fill("## For the client\n\nThe saved words.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved");
  await expect(page.getByText("No preview link works now.")).toBeVisible();

  // Unsaved text: refused in words, the typed text kept, no link.
  await page.getByLabel("Body (Markdown)").fill("Typed and not saved.");
  await page.getByRole("button", { name: "Make a preview link" }).click();
  await expect(page.getByText(/A preview link shows the saved post/).first()).toBeVisible();
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue("Typed and not saved.");
  await expect(page.getByTestId("preview-link")).toHaveCount(0);

  await page.getByLabel("Body (Markdown)").fill("## For the client\n\nThe saved words.");
  await page.getByRole("button", { name: "Make a preview link" }).click();
  await expectToast(page, "Preview link made: it works for 7 days");
  const row = page.getByTestId("preview-link");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Works until");
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
  const url = await row.getByRole("link").getAttribute("href");
  expect(url).toMatch(/\/preview\?token=pv1\./);
  const path = new URL(url!).pathname + new URL(url!).search;

  // A visitor without an account (a fresh context: no session), twice: never from the cache.
  const visitor = await browser.newContext({ javaScriptEnabled: testInfo.project.name === "js" });
  const reader = await visitor.newPage();
  for (let visit = 0; visit < 2; visit++) {
    const response = await reader.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    expect(response?.headers()["x-page-cache"]).toBeUndefined();
  }
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText("The saved words.")).toBeVisible();
  await expect(reader.getByTestId("preview-banner")).toContainText("not published");
  await expectNoA11yViolations(reader);
  await expectNoSidewaysScrollAt320(reader);

  // Revoked while the title holds a change: the change stays, the link goes.
  await page.getByLabel("Title", { exact: true }).fill(`${title} (typed)`);
  await page.getByRole("button", { name: /^Revoke the link/ }).click();
  await expect(page.getByTestId("preview-link")).toHaveCount(0);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} (typed)`);

  const gone = await reader.goto(path);
  expect(gone?.status()).toBe(410);
  expect(gone?.headers()["cache-control"]).toBe("private, no-store");
  await expect(
    reader.getByRole("heading", { level: 1, name: "This preview link no longer works" }),
  ).toBeVisible();
  await expect(reader.getByText("The team has withdrawn this link.")).toBeVisible();
  await expect(reader.getByText("The saved words.")).toHaveCount(0);
  await expectNoA11yViolations(reader);
  await visitor.close();
});
