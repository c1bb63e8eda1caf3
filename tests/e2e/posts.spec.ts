/**
 * Posts in the CRM, with and without JavaScript: the list in the CRM's navigation, a
 * draft composed and previewed at both widths (the typed text kept in the form), saved, refused
 * publication while the form holds unsaved changes (nothing typed lost), published by an admin and
 * seen on /blog by a visitor (the page cache dropped it), then unpublished: 404; a save compared
 * and restored; a schedule (a past time refused) and its cancelling. Axe on every page; nothing
 * sideways at 320 px. Scheduling with unsaved changes is refused, the text kept. With JavaScript,
 * leaving with unsaved changes asks first (a link in the CRM or closing the tab), also after a
 * refused press drew the typed text again, and the preview follows the form as the author types.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";
import { expectToast, signIn } from "./helpers/crm";
import { expectNoSidewaysScrollAt320 } from "./helpers/layout";

const UNSAVED =
  "This form has changes that are not saved. Save them first (or undo them), then publish, schedule or unpublish: only saved text goes out.";

async function checkPage(page: Page) {
  await expectNoA11yViolations(page);
  await expectNoSidewaysScrollAt320(page);
}

test("draft, preview, unsaved changes refused, publish, on /blog, unpublish: 404", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const title = `Counting covers ${stamp}`;
  const slug = `counting-covers-${stamp.replace(" ", "-")}`;

  // A visitor's copy of /blog is in the page cache before the post goes live.
  expect((await request.get("/blog")).status()).toBe(200);

  await signIn(page, "/crm");
  await page
    .getByRole("navigation", { name: "CRM pages" })
    .getByRole("link", { name: "Posts" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await expect(page.getByTestId("post-row").first()).toBeVisible();
  await checkPage(page);

  // Compose and preview: the preview shows the form's text, which stays in the form.
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Category", { exact: true }).selectOption("Hospitality");
  await page.getByLabel(/^Excerpt/).fill("Why covers per hour beat gut feel.");
  await page.getByLabel("Body (Markdown)").fill("## Start here\n\nCount **covers** every hour.");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("heading", { name: "At a phone's width" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Start here" })).toHaveCount(2);
  await expect(preview.getByText("covers", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue(
    "## Start here\n\nCount **covers** every hour.",
  );
  await checkPage(page);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Address \(slug\)/)).toHaveValue(slug);
  await checkPage(page);

  // Unsaved changes: publishing is refused in words and what was typed stays.
  await page.getByLabel("Title", { exact: true }).fill(`${title} (edited)`);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText(UNSAVED)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} (edited)`);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  // Undone, the saved text is published.
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expectToast(page, "Post published: it is on the site now");
  await expect(page.getByRole("link", { name: "View it on the site" })).toBeVisible();

  // A visitor sees it on /blog (the cached copy was dropped) and on its page.
  const blog = await request.get("/blog");
  expect(await blog.text()).toContain(title);
  const live = await request.get(`/blog/${slug}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain("Count <strong>covers</strong> every hour.");

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expectToast(page, "Post unpublished: it is off the site");
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await request.get("/blog")).text()).not.toContain(title);
});

test("a save compared with the post now and restored; a schedule refused, set and cancelled", async ({
  page,
}, testInfo) => {
  const title = `Two drafts ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, "/crm/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Body (Markdown)").fill("First line\nSecond line");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved");
  await page.getByLabel("Body (Markdown)").fill("First line\nA better second line");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Post saved");

  // The older save (the list is newest first) against the post now.
  await page
    .getByRole("link", { name: /^Compare with now/ })
    .last()
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "A save compared with the post now" }),
  ).toBeVisible();
  const diff = page.getByTestId("body-diff");
  await expect(diff.locator("del")).toHaveText("− Second line");
  await expect(diff.locator("ins")).toHaveText("+ A better second line");
  await checkPage(page);

  await page.getByRole("button", { name: "Restore this save" }).click();
  await expectToast(page, "Save restored");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue("First line\nSecond line");
  await expect(page.getByRole("link", { name: /^Compare with now/ })).toHaveCount(3);

  // Scheduling (admins): a past time is refused in words, a future one schedules; Unpublish
  // cancels the schedule.
  const when = page.getByLabel(/^Publish at \(UK time\)/);
  await when.fill("2020-01-01T09:00");
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(
    page.getByText("Choose a UK date and time in the future, within the next year").first(),
  ).toBeVisible();
  const ahead = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel(/^Publish at \(UK time\)/).fill(`${ahead}T09:30`);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expectToast(page, "Post scheduled");
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expectToast(page, "Post unpublished: it is off the site");
  await expect(page.getByText("Unpublished", { exact: true })).toBeVisible();
});

async function savedDraft(page: Page, title: string) {
  await signIn(page, "/crm/posts/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Body (Markdown)").fill("The saved body.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Draft saved");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("scheduling with unsaved changes is refused in words; the typed text and time stay", async ({
  page,
}, testInfo) => {
  const title = `Schedule unsaved ${testInfo.project.name} ${Date.now()}`;
  await savedDraft(page, title);
  await page.getByLabel("Body (Markdown)").fill("A body typed and not saved.");
  const ahead = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel(/^Publish at \(UK time\)/).fill(`${ahead}T09:30`);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText(UNSAVED)).toBeVisible();
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue("A body typed and not saved.");
  await expect(page.getByLabel(/^Publish at \(UK time\)/)).toHaveValue(`${ahead}T09:30`);
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByText("Scheduled for")).toHaveCount(0);

  // Saved, the same press schedules the saved text.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Post saved");
  await page.getByLabel(/^Publish at \(UK time\)/).fill(`${ahead}T09:30`);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expectToast(page, "Post scheduled");
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
});

test("leaving the page with unsaved changes asks first, also after a refused publish @js-only", async ({
  page,
}, testInfo) => {
  const title = `Leave unsaved ${testInfo.project.name} ${Date.now()}`;
  await savedDraft(page, title);
  await page.getByLabel("Title", { exact: true }).fill("A change not saved");

  // A link inside the CRM: the same question as the campaign pages, answered "stay".
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to posts" }).click();
  await expect
    .poll(() => asked)
    .toBe("Your changes to this post are not saved. Leave without saving them?");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("A change not saved");

  // A refused publish draws the form again with the typed text: it is still not saved, so
  // leaving still asks.
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText(UNSAVED)).toBeVisible();
  asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to posts" }).click();
  await expect.poll(() => asked).toContain("not saved");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Closing the tab: the browser's own question; accepted, the page closes.
  const kind = new Promise<string>((resolve) =>
    page.once("dialog", async (dialog) => {
      resolve(dialog.type());
      await dialog.accept();
    }),
  );
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(await kind).toBe("beforeunload");
});

test("with JavaScript the preview follows the form as the author types, and nothing is saved @js-only", async ({
  page,
}, testInfo) => {
  const title = `Live preview ${testInfo.project.name} ${Date.now()}`;
  await savedDraft(page, title);
  const id = /\/crm\/posts\/(\d+)/.exec(page.url())?.[1];
  await page.getByLabel("Body (Markdown)").fill("## Typed just now\n\nNot **saved** yet.");
  // No button pressed: a pause in typing draws the preview at both widths.
  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("heading", { name: "Typed just now" })).toHaveCount(2);
  await expect(preview).toContainText("drawn again as you type (not saved: Save keeps it)");
  await page.getByLabel("Body (Markdown)").fill("## Then changed\n\nAgain.");
  await expect(preview.getByRole("heading", { name: "Then changed" })).toHaveCount(2);
  await expect(preview.getByRole("heading", { name: "Typed just now" })).toHaveCount(0);
  // The saved post is as it was.
  const saved = await page.request.get(`/api/crm/posts/${id}`);
  expect(saved.status()).toBe(200);
  expect((await saved.json()).post.content).toBe("The saved body.");
  await expectNoA11yViolations(page);
});
