/**
 * "Send as newsletter" on a published post (admins), with and without JavaScript: refused while
 * the form holds unsaved text (the text kept), then a campaign draft with the post's title,
 * excerpt and body that names the post, with a link back to it. Axe on the campaign's page.
 */
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";

test("a published post becomes a newsletter draft that names it", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Newsletter from a post ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, "/crm/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel(/^Excerpt/).fill("The excerpt becomes the preview text.");
  await page.getByLabel("Body (Markdown)").fill("## Saved words\n\nThe post's body.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved");
  await expect(page.getByRole("button", { name: "Send as newsletter" })).toHaveCount(0);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expectToast(page, "Post published: it is on the site now");

  await page.getByLabel("Body (Markdown)").fill("Typed and not saved.");
  await page.getByRole("button", { name: "Send as newsletter" }).click();
  await expect(page.getByText(/The newsletter is made from the saved post/).first()).toBeVisible();
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue("Typed and not saved.");

  await page.getByLabel("Body (Markdown)").fill("## Saved words\n\nThe post's body.");
  await page.getByRole("button", { name: "Send as newsletter" }).click();
  await expectToast(page, "Newsletter draft made from the post: check it, then send it");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue(title);
  await expect(page.getByLabel(/^Preview text/)).toHaveValue(
    "The excerpt becomes the preview text.",
  );
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue(
    new RegExp(
      `^## Saved words\\n\\nThe post's body\\.\\n\\n\\[Read it on our website\\]\\(https?://[^)]+/blog/newsletter-from-a-post-`,
    ),
  );
  const source = page.getByTestId("campaign-source-post");
  await expect(source).toContainText("Made from the blog post");
  await expectNoA11yViolations(page);
  await source.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "View it on the site" })).toBeVisible();
});
